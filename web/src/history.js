// Undo and redo over the scenario's text: every change, made on the board
// or typed, ends as a new text, so one list of texts undoes both. The list
// is kept in the page's storage, so that a reload (or a phone that dropped
// the tab) comes back to the same text with the same history.

const KEY = 'carc-judge-history-1';
const MOST = 100;
// localStorage holds a few megabytes per site; a 5,000-tile table is a few
// hundred kB of text, so the oldest steps go first when the list grows past
// this.
const MOST_CHARS = 1_500_000;

let past = [];
let now = null;
let future = [];

function save() {
  let chars = (now || '').length + [...past, ...future].reduce((n, t) => n + t.length, 0);
  while (past.length && (past.length > MOST || chars > MOST_CHARS)) chars -= past.shift().length;
  while (future.length && chars > MOST_CHARS) chars -= future.shift().length;
  try {
    localStorage.setItem(KEY, JSON.stringify({ past, now, future }));
  } catch {
    // Storage full or refused (a private window): the history still works
    // until the page is closed.
  }
}

// The text the page had when it was last left, or null.
export function restore() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (kept && Array.isArray(kept.past) && Array.isArray(kept.future) && (kept.now === null || typeof kept.now === 'string')) {
      past = kept.past.filter((t) => typeof t === 'string');
      future = kept.future.filter((t) => typeof t === 'string');
      now = kept.now;
    }
  } catch {
    // Nothing kept, or something unreadable: start afresh.
  }
  return now;
}

// A new text: the one before becomes undoable, and what was undone is
// dropped, as in an editor.
export function record(text) {
  if (text === now) return;
  if (now !== null) past.push(now);
  now = text;
  future = [];
  save();
}

export function undo() {
  if (!past.length) return null;
  if (now !== null) future.push(now);
  now = past.pop();
  save();
  return now;
}

export function redo() {
  if (!future.length) return null;
  if (now !== null) past.push(now);
  now = future.pop();
  save();
  return now;
}

export const canUndo = () => past.length > 0;
export const canRedo = () => future.length > 0;
