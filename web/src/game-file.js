// A saved game of JCloisterZone (.jcz), picked or dropped on the position's
// side: the judge reads it (wasm's import_game, as `carc import` does) and
// the page steps through its turns, opening each as a scenario, with the
// score after it.

import * as wasm from './pkg/carc_web.js';
import { $ } from './dom.js';
import { L, currentLang } from './labels.js';

const game = { name: '', text: '', turns: [], at: 0 };

function show() {
  const steps = $('game-steps');
  const error = $('game-error');
  if (!game.turns.length) {
    steps.hidden = true;
    return;
  }
  error.hidden = true;
  steps.hidden = false;
  const t = game.turns[game.at];
  $('game-turn').textContent = L.gameTurn(game.at + 1, game.turns.length, t.heading, t.running);
  $('game-prev').disabled = game.at === 0;
  $('game-next').disabled = game.at === game.turns.length - 1;
}

// The game read in the page's language: after a switch the headings follow.
function read(open) {
  const out = JSON.parse(wasm.import_game(game.text, game.name, currentLang()));
  if (out.error) {
    game.turns = [];
    show();
    $('game-error').textContent = out.error;
    $('game-error').hidden = false;
    return;
  }
  game.turns = out.turns;
  game.at = Math.min(game.at, game.turns.length - 1);
  show();
  if (open) openTurn(open);
}

let opener = null;
function openTurn(open) {
  const t = game.turns[game.at];
  if (t) open(t.scenario);
}

async function load(file, open) {
  if (file.size > wasm.max_size()) {
    $('game-error').textContent = L.gameTooLarge(wasm.max_size_words());
    $('game-error').hidden = false;
    return;
  }
  game.name = file.name;
  game.text = await file.text();
  game.at = 0;
  read(open);
}

export function wireGame(open) {
  opener = open;
  $('game-file').addEventListener('change', () => {
    const file = $('game-file').files[0];
    if (file) load(file, open);
  });
  const zone = $('build');
  zone.addEventListener('dragover', (e) => {
    if ([...e.dataTransfer.items].some((i) => i.kind === 'file')) e.preventDefault();
  });
  zone.addEventListener('drop', (e) => {
    const file = e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    load(file, open);
  });
  $('game-prev').addEventListener('click', () => {
    if (game.at > 0) game.at -= 1;
    show();
    openTurn(open);
  });
  $('game-next').addEventListener('click', () => {
    if (game.at < game.turns.length - 1) game.at += 1;
    show();
    openTurn(open);
  });
}

// After a switch of language: the headings again, the turn left open.
export function relabelGame() {
  if (game.text && game.turns.length) read(null);
  else if (opener) show();
}
