// Every change a player makes to the position, other than typing: each
// goes through `edit`, which refuses while the text box holds text that is
// not YAML (an edit would write the text anew from the last good tree and
// throw the typing away), and then writes and judges the new text.

import { $, clone, same } from './dom.js';
import { L } from './labels.js';
import { DEFAULT, board, isTree, players, positionTree, state, turn } from './store.js';
import { commit, refresh, renderAll } from './flow.js';
import { renderBoard } from './board.js';
import { say } from './hint.js';
import { BOXES } from './boxes/list.js';

// The parts of a turn that put a figure on the turn's tile: its deployment
// (of the figure it names), and a box's own (the phantom's).
export const turnFigureParts = () => [{ part: 'deploy' }, ...BOXES.flatMap((b) => (b.turnFigure ? [b.turnFigure] : []))];

// May the board change the tree now? Typing not judged yet is read first,
// synchronously, so that an edit never starts from a tree older than the
// text in the box.
export function editable() {
  const text = $('yaml').value;
  if (text !== state.modelText && text.trim() !== '') {
    const m = JSON.parse(state.wasm.tree(text));
    if (isTree(m)) {
      state.model = m;
      state.modelText = text;
      state.readOnly = null;
    } else {
      state.readOnly = { line: null };
    }
  }
  if (state.readOnly) {
    say(L.readOnly(state.readOnly.line));
    renderBoard();
    return false;
  }
  if (!isTree(state.model)) state.model = clone(DEFAULT);
  return true;
}

// Runs a change of the tree, then writes and judges it.
export function edit(change) {
  if (!editable()) return false;
  change(state.model);
  commit();
  return true;
}

export function toggleRules(name) {
  edit((m) => {
    const r = new Set(Array.isArray(m.rules) ? m.rules : []);
    if (r.has(name)) r.delete(name); else r.add(name);
    m.rules = state.names.rule_sets.filter((n) => r.has(n) || n === 'base');
    for (const b of BOXES) b.rulesLeft?.(m, r);
  });
}

// Each key of an object that names a player, renamed.
export function renameKeys(obj, names) {
  if (!isTree(obj)) return obj;
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [names.get(k) ?? k, v]));
}

// The owner a part of the tree names, renamed.
export function renameOwner(named, names) {
  if (isTree(named) && names.has(named.owner)) named.owner = names.get(named.owner);
}

// New player names. A name typed over another (the same place in the list)
// is a renaming: the player's figures, turn, scores and supply follow it,
// and whatever a box's pieces name them by (boxes/), or the scenario would
// name a player who is no longer at the table.
export function setPlayers(ps) {
  edit((m) => {
    const old = players();
    const names = new Map();
    if (old.length === ps.length) old.forEach((o, i) => { if (o !== ps[i] && !ps.includes(o)) names.set(o, ps[i]); });
    m.players = ps;
    if (names.size) {
      for (const e of board()) {
        for (const f of Array.isArray(e?.figures) ? e.figures : []) renameOwner(f, names);
      }
      if (names.has(m.current)) m.current = names.get(m.current);
      for (const k of ['scores', 'supply']) if (isTree(m[k])) m[k] = renameKeys(m[k], names);
      if (isTree(m.expect)) for (const k of ['scores', 'returned']) if (isTree(m.expect[k])) m.expect[k] = renameKeys(m.expect[k], names);
      for (const b of BOXES) b.rename?.(m, turn(), names);
    }
    if (m.current !== undefined && !ps.includes(m.current)) delete m.current;
  });
}

export function setCurrent(c) {
  edit((m) => {
    if (c === players()[0]) delete m.current; else m.current = c;
  });
}

export function setFinal(final) {
  edit((m) => {
    if (final) {
      state.savedTurn = turn();
      m.action = 'final-scoring';
    } else {
      m.action = state.savedTurn || { place: { tile: 'base/U' } };
    }
  });
}

export function pick(id) {
  state.picked = state.picked === id ? null : id;
  state.selected = null;
  refresh();
}

export function placeAt(at) {
  const id = state.picked || turn()?.place?.tile;
  if (!id) return;
  const options = state.fits.filter((f) => same(f.at, at)).map((f) => f.rotation);
  const rotation = options[0] ?? 0;
  const fits = state.fits;
  const target = state.picked ? state.target : 'turn';
  const done = edit((m) => {
    if (target === 'turn') {
      const place = { tile: id, at };
      if (rotation) place.rotation = rotation;
      // A new tile to judge: the old tile's deployment means nothing on it.
      m.action = { place };
      const fit = fits.find((f) => same(f.at, at) && f.rotation === rotation);
      for (const b of BOXES) b.turnLaid?.(m.action, fit);
    } else {
      const entry = { tile: id, at };
      if (rotation) entry.rotation = rotation;
      for (const b of BOXES) b.tablePlaced?.(entry);
      if (!Array.isArray(m.board)) m.board = [];
      m.board.push(entry);
      const t = turn();
      // The turn's tile cannot share a square with the table.
      if (t && t.place && same(t.place.at, at)) delete t.place.at;
    }
  });
  if (done) state.selected = at;
}

// The rotations at which a table tile fits its square, the tile itself
// lifted off first.
function tableRotations(t) {
  const m = state.model;
  const rest = { ...m, board: m.board.filter((_, i) => i !== t.index) };
  if (rest.board.length === 0) return [0, 90, 180, 270];
  const yaml = state.wasm.write_yaml(JSON.stringify(positionTree(rest)));
  const r = JSON.parse(state.wasm.legal_moves(yaml, t.entry.tile, false));
  return (r.fits || []).filter((f) => same(f.at, t.entry.at)).map((f) => f.rotation);
}

// Tapping a placed tile turns it to the next rotation at which it fits; a
// tile that fits only one way says so instead of doing nothing.
export function tapTile(t) {
  if (!editable()) return;
  state.selected = t.entry.at;
  const at = t.entry.at;
  const now = Number(t.entry.rotation) || 0;
  let options = t.turn ? (state.turnFits || []).filter((f) => same(f.at, at)).map((f) => f.rotation) : tableRotations(t);
  if (options.length === 0) options = [0, 90, 180, 270];
  const next = options.find((r) => r > now) ?? options[0];
  if (next === now) {
    say(L.cannotTurn(t.entry.tile, at.join(', ')));
    renderBoard();
    return;
  }
  edit(() => {
    const target = t.turn ? turn().place : state.model.board[t.index];
    if (next) target.rotation = next; else delete target.rotation;
    if (t.turn) {
      // The deployment named points of the tile as it lay; start afresh.
      for (const part of turnFigureParts()) delete turn()[part.part];
      const fit = (state.turnFits || []).find((f) => same(f.at, at) && f.rotation === next);
      for (const b of BOXES) b.turnLaid?.(turn(), fit);
    } else {
      for (const b of BOXES) b.tableTurned?.(target);
    }
  });
}

export function eraseTile(t) {
  edit((m) => {
    if (t.turn) m.action = { place: { tile: turn().place.tile } };
    else m.board.splice(t.index, 1);
  });
}

export function putFigure(t, spot) {
  const kind = $('figure-kind').value;
  const owner = $('figure-owner').value;
  edit((m) => {
    if (t.turn) {
      const a = turn();
      const own = turnFigureParts().find((p) => p.figure === kind);
      if (own) a[own.part] = { on: spot.on };
      else a.deploy = spot.corner ? { figure: kind, corner: spot.corner } : { figure: kind, on: spot.on };
    } else {
      const entry = m.board[t.index];
      if (!Array.isArray(entry.figures)) entry.figures = [];
      entry.figures.push(spot.corner ? { owner, figure: kind, corner: spot.corner } : { owner, figure: kind, on: spot.on });
    }
  });
}

export function removeFigure(index, i) {
  edit((m) => {
    const entry = m.board[index];
    entry.figures.splice(i, 1);
    if (entry.figures.length === 0) delete entry.figures;
  });
}

export function dropDeployment(part) {
  edit(() => { delete turn()[part]; });
}

// One part of the turn set to a choice (or left out with null).
export function setTurnPart(part, value) {
  edit(() => {
    const t = turn();
    if (value === null) delete t[part]; else t[part] = clone(value);
  });
}

export function setTool(tool) {
  state.tool = tool;
  for (const b of document.querySelectorAll('[data-tool]')) b.setAttribute('aria-pressed', String(b.dataset.tool === tool));
  $('figure-tools').hidden = tool !== 'figure';
  $('target-seg').hidden = tool !== 'tile';
  refresh();
}

export function setTarget(target) {
  state.target = target;
  for (const b of document.querySelectorAll('[data-target]')) b.setAttribute('aria-pressed', String(b.dataset.target === target));
  refresh();
}

// The table after a legal turn becomes the position, the next player to
// move; the tile the turn played stays in hand, its squares lit, until the
// player picks the tile they drew.
export function playOn() {
  const out = JSON.parse(state.wasm.play_on($('yaml').value));
  if (!out.tree) return;
  const before = state.model;
  const gained = state.result?.ruling?.scores || {};
  const next = out.tree;
  next.title = L.playedOnTitle(before.title || '');
  if (before.source) next.source = before.source; else delete next.source;
  const scores = { ...(isTree(before.scores) ? before.scores : {}) };
  for (const [p, n] of Object.entries(gained)) scores[p] = (Number(scores[p]) || 0) + n;
  for (const p of Object.keys(scores)) if (!scores[p]) delete scores[p];
  if (Object.keys(scores).length) next.scores = scores;
  next.action = { place: { tile: turn()?.place?.tile || 'base/U' } };
  state.model = next;
  state.picked = null;
  state.selected = null;
  state.target = 'turn';
  commit();
  renderAll();
}
