// The page for the table: starts the module, wires the controls to the
// modules that do the work, and opens what the page was opened with (a
// shared link, the text left last time, or the start position). Nothing
// leaves the page.

import init, * as wasm from './pkg/carc_web.js';
import { $, clone } from './dom.js';
import { L, PAGE, currentLang, langOf, languages, moduleReady, setLang } from './labels.js';
import { DEFAULT, state } from './store.js';
import { LinkError, fragmentFor, readFragment } from './link.js';
import * as history from './history.js';
import { commit, judgeText, redo, renderAll, setText, showLinkError, startJudging, undo, unreadable } from './flow.js';
import { renderBoard, wireBoard } from './board.js';
import { renderPicker } from './picker.js';
import { setCurrent, setFinal, setPlayers, setTarget, setTool } from './edits.js';
import { loadExamples } from './examples.js';
import { relabelGame, wireGame } from './game-file.js';
import { BOXES } from './boxes/list.js';

window.carcPage = state;

// The module compiled once: the page's thread instantiates it for the
// quick calls (a tile's drawing, the text written from the tree), and the
// judging worker instantiates the same compiled module for the slow ones.
async function compile() {
  const url = new URL('./pkg/carc_web_bg.wasm', import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server that sends the module with another type: compile its bytes.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

// The language a player chose on the switch, kept for the next visit.
const LANG_KEY = 'carc-judge-lang';

// The page's language before any link is read: the one chosen last time,
// else the browser's, else English.
function startingLang() {
  let kept = null;
  try {
    kept = localStorage.getItem(LANG_KEY);
  } catch {
    // Storage refused (a private window): the browser's language then.
  }
  return langOf(kept) || langOf(navigator.language) || 'en';
}

async function share({ copy = true } = {}) {
  const url = `${location.origin}${location.pathname}#${await fragmentFor($('yaml').value, currentLang())}`;
  history.record($('yaml').value);
  window.history.replaceState(null, '', url);
  $('share-box').hidden = false;
  $('yaml-box').open = true;
  $('share-url').value = url;
  $('share-url').select();
  if (!copy) return;
  let note = L.linkReady;
  try {
    await navigator.clipboard.writeText(url);
    note = L.copied;
  } catch {
    // Clipboard access needs permission on some browsers; the field stays selected.
  }
  $('share-note').textContent = note;
}

function newPosition() {
  window.history.replaceState(null, '', location.pathname);
  state.model = clone(DEFAULT);
  state.picked = null;
  state.opened = 'edit';
  commit();
}

function openText(text, how) {
  state.opened = how;
  state.picked = null;
  state.selected = null;
  return setText(text);
}

function wire() {
  let timer = 0;
  $('yaml').addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(judgeText, 250);
  });
  $('players').addEventListener('change', () => {
    const ps = $('players').value.split(',').map((s) => s.trim()).filter(Boolean);
    if (ps.length) setPlayers(ps);
  });
  $('current').addEventListener('change', () => setCurrent($('current').value));
  for (const b of BOXES) b.wire?.();
  $('figure-kind').addEventListener('change', renderBoard);
  $('final').addEventListener('change', () => {
    if (!setFinal($('final').checked)) renderAll();
  });
  $('tile-filter').addEventListener('input', renderPicker);
  for (const b of document.querySelectorAll('[data-tool]')) b.addEventListener('click', () => setTool(b.dataset.tool));
  for (const b of document.querySelectorAll('[data-target]')) b.addEventListener('click', () => setTarget(b.dataset.target));
  $('share').addEventListener('click', () => share());
  $('lang').addEventListener('change', () => {
    try {
      localStorage.setItem(LANG_KEY, $('lang').value);
    } catch {
      // Not kept: the switch still works for this visit.
    }
    switchLang($('lang').value);
  });
  $('new').addEventListener('click', newPosition);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  // The text box keeps its own undo while it has the focus; elsewhere the
  // keys undo the page's changes.
  document.addEventListener('keydown', (ev) => {
    if (!(ev.ctrlKey || ev.metaKey) || ev.target.closest('textarea, input')) return;
    const k = ev.key.toLowerCase();
    if (k === 'z' && !ev.shiftKey) { ev.preventDefault(); undo(); }
    if (k === 'y' || (k === 'z' && ev.shiftKey)) { ev.preventDefault(); redo(); }
  });
  window.addEventListener('hashchange', fromHash);
  let resized = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(resized);
    resized = requestAnimationFrame(renderBoard);
  });
  wireBoard();
}

// Reads the scenario in the link's fragment, if it holds one, and judges
// it. A fragment that is meant for the page (anything but nothing or one of
// its own anchors, `#judge`) and cannot be read is said so at the top, and
// nothing is ruled: not the default position, not the last one.
async function fromHash() {
  const fragment = location.hash.slice(1);
  if (fragment === '' || document.getElementById(fragment)) return false;
  let read;
  try {
    read = await readFragment(fragment, state.wasm.max_size(), state.wasm.max_size_words());
  } catch (e) {
    unreadable(e instanceof LinkError ? () => L.linkReason(e) : () => L.linkUnpackFailed(e));
    return true;
  }
  // The link's language, when it names one: the ruling reads as it did
  // for the one who shared it. One this page does not speak is English.
  if (read.lang !== null) useLang(langOf(read.lang) || 'en');
  openText(read.text, 'link');
  return true;
}

// The page in a language: its own words, the rules' words for the
// citations, and the switch showing it. Nothing is judged here.
function useLang(code) {
  setLang(code);
  label();
  relabelGame();
  $('lang').value = currentLang();
  state.registry.clear();
  for (const r of JSON.parse(state.wasm.rules(currentLang()))) state.registry.set(r.id, r);
}

// The switch: the page's words, the hints and panels at once, then the
// text judged again so that the ruling reads in the new language. No
// reload: the text, the history and the board stay as they are.
function switchLang(code) {
  useLang(code);
  if ($('rule-dialog').open) $('rule-dialog').close();
  renderAll();
  if (state.linkError) {
    showLinkError(state.linkError);
    return;
  }
  if (!$('share-box').hidden) share({ copy: false });
  if (state.resultText !== null || $('yaml').value !== '') judgeText({ record: false });
}

// The page's own words from labels.js, over those index.html is written with.
function label() {
  for (const [selector, words] of Object.entries(PAGE)) {
    const e = document.querySelector(selector);
    if (!e) continue;
    for (const [k, v] of Object.entries(words)) {
      if (k === 'text') e.textContent = v; else e.setAttribute(k, v);
    }
  }
}

async function main() {
  const compiled = compile();
  startJudging(compiled);
  await init({ module_or_path: await compiled });
  moduleReady();
  state.wasm = wasm;
  $('lang').replaceChildren(...languages().map(({ code, name }) => {
    const o = document.createElement('option');
    o.value = code;
    o.lang = code;
    o.textContent = name;
    return o;
  }));
  useLang(startingLang());
  state.wasmReadyAt = performance.now();
  state.names = JSON.parse(wasm.names());
  state.catalogue = JSON.parse(wasm.tiles());
  for (const t of state.catalogue) {
    state.byId.set(t.id, t);
    state.byId.set(t.jcz, t);
  }
  wire();
  // On a phone the board matters more than the setup, which stays a tap away.
  if (!matchMedia('(min-width: 960px)').matches) $('setup').open = false;
  $('loading').hidden = true;
  const kept = history.restore();
  if (!(await fromHash())) {
    if (kept !== null) {
      $('yaml').value = kept;
      await judgeText({ record: false });
    } else {
      state.model = clone(DEFAULT);
      await commit();
    }
  }
  wireGame((text) => {
    window.history.replaceState(null, '', location.pathname);
    openText(text, 'game');
  });
  // After the first ruling, never before it.
  setTimeout(() => loadExamples((text) => {
    window.history.replaceState(null, '', location.pathname);
    openText(text, 'example');
  }), 0);
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('sw.js').catch(() => {});
  }
}

main().catch((e) => {
  $('loading').textContent = L.cannotStart(e);
});
