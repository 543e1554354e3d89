// The judging cycle: a text (typed, written from the board, undone, from a
// link or an example) goes to the worker; its answer becomes the ruling,
// the tree the board draws, and the lit squares. Answers to texts that are
// no longer in the box are dropped: the newer text's answer is coming.

import { $, clone } from './dom.js';
import { L, currentLang } from './labels.js';
import { DEFAULT, isTree, state } from './store.js';
import * as history from './history.js';
import { judgeClient } from './judge-client.js';
import { renderBoard } from './board.js';
import { renderRuling } from './ruling.js';
import { renderAction } from './action.js';
import { renderPicker } from './picker.js';
import { renderSetup } from './setup.js';
import { hint } from './hint.js';
import { arrange } from './layout.js';

let ask = null;

export function startJudging(module) {
  ask = judgeClient(module, () => { state.cancelled += 1; });
}

export function renderAll() {
  renderSetup();
  renderBoard();
  renderPicker();
  renderAction();
  renderRuling();
  renderUndo();
  hint();
  arrange();
}

export function renderUndo() {
  $('undo').disabled = !history.canUndo();
  $('redo').disabled = !history.canRedo();
}

// Judges the text in the box; the board follows the text when it is YAML.
// `record`: the text is a new step of the history (not one undone or
// redone, nor the same text asked about again). The ruling is shown as soon
// as it comes; the squares where the tiles fit follow.
export async function judgeText({ record = true } = {}) {
  showLinkError(null);
  const text = $('yaml').value;
  if (record) history.record(text);
  renderUndo();
  const t0 = performance.now();
  if (state.askedAt === null) state.askedAt = t0;
  document.body.dataset.judging = 'true';
  const answer = await ask({ kind: 'judge', yaml: text, lang: currentLang() });
  if (!answer || $('yaml').value !== text) return;
  const t1 = performance.now();
  apply(answer, text);
  state.drawMs = performance.now() - t1;
  state.workerMs = answer.ms ?? null;
  state.roundTripMs = performance.now() - t0;
  if (state.firstRuling === null) state.firstRuling = performance.now();
  settled();
  const moves = await ask({ kind: 'moves', yaml: text, lang: currentLang(), picked: state.picked, target: state.target, tool: state.tool });
  if (!moves || $('yaml').value !== text) return;
  state.fits = moves.fits || [];
  state.turnFits = moves.turnFits || null;
  state.movesMs = moves.ms ?? null;
  renderBoard();
  renderAction();
  hint();
  delete document.body.dataset.judging;
}

function apply(answer, text) {
  const result = answer.error
    ? { status: 'broken', model: null, text: answer.error, diagnostics: [] }
    : answer.result;
  const same = text === state.resultText;
  state.result = result;
  state.resultText = text;
  if (isTree(result.model)) {
    state.model = result.model;
    state.modelText = text;
    state.readOnly = null;
  } else if (text.trim() === '') {
    state.readOnly = null;
  } else {
    state.readOnly = { line: result.diagnostics?.[0]?.line ?? null };
  }
  // The moves of another text mean nothing here; those of the same text
  // (another tile picked) stay lit until the new ones come.
  if (!same) {
    state.fits = [];
    state.turnFits = null;
  }
  renderAll();
}

// The same text asked about again: another tile picked, another tool.
export function refresh() {
  renderAll();
  return judgeText({ record: false });
}

// The tree changed on the board: write the text from it, then judge it.
// The board is drawn at once from the tree; the lit squares and the ruling
// follow when the worker answers.
export function commit() {
  if (!isTree(state.model)) state.model = clone(DEFAULT);
  const text = state.wasm.write_yaml(JSON.stringify(state.model));
  $('yaml').value = text;
  state.modelText = text;
  state.fits = [];
  if (state.opened === 'start') state.opened = 'edit';
  renderBoard();
  return judgeText();
}

export function setText(text, { record = true } = {}) {
  $('yaml').value = text;
  return judgeText({ record });
}

export function undo() {
  const text = history.undo();
  if (text !== null) setText(text, { record: false });
}

export function redo() {
  const text = history.redo();
  if (text !== null) setText(text, { record: false });
}

// The page has shown what its start (or a link) asked for: a ruling, or why
// the link cannot be read. The browser test waits for this.
export function settled() {
  if (state.settledAt === null) state.settledAt = performance.now();
  document.body.dataset.ready = 'true';
}

// The banner at the top for a link that cannot be read; null hides it.
// `reason` words why, in the page's language of the moment.
export function showLinkError(reason) {
  state.linkError = reason;
  const b = $('link-error');
  b.hidden = reason === null;
  if (reason !== null) b.textContent = L.linkUnreadable(reason());
}

export function unreadable(reason) {
  state.model = null;
  state.modelText = '';
  state.result = null;
  state.resultText = null;
  state.readOnly = null;
  state.picked = null;
  state.selected = null;
  state.fits = [];
  state.turnFits = null;
  $('yaml').value = '';
  showLinkError(reason);
  renderAll();
  settled();
}
