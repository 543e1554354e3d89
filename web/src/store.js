// The page's state: the scenario as its tree (the JSON shape of the YAML
// format), the last judgement, the catalogue and the choices of the tools.
// Every module reads the same object; only the edits and the judging cycle
// change the tree.

import { clone, isXY } from './dom.js';

export const DEFAULT = {
  title: 'A position built at the table',
  rules: ['base'],
  players: ['red', 'blue'],
  board: [{ tile: 'base/D', at: [0, 0] }],
  action: { place: { tile: 'base/U', at: [1, 0] } },
};

export const state = {
  wasm: null,         // the module's functions on the page's own thread
  model: null,        // the scenario tree
  modelText: null,    // the text the tree was read from (or written as)
  readOnly: null,     // the board takes no edits (text that is not YAML): {line} of the first fault, or null
  result: null,       // the last judgement
  resultText: null,   // the text it judged
  catalogue: [],      // tiles as `carc tiles --format json`
  byId: new Map(),    // id and JCloisterZone id -> tile
  registry: new Map(),
  names: null,
  tool: 'tile',
  target: 'turn',
  picked: null,       // tile id chosen in the catalogue
  selected: null,     // [x, y] of the table tile last placed or tapped
  cursor: null,       // [x, y] of the square the keyboard is on
  fits: [],           // legal squares for the picked tile: {at, rotation, actions?}
  turnFits: null,     // the full moves of the turn's tile, for the action panel
  savedTurn: null,    // the turn kept aside while final scoring is chosen
  opened: 'start',    // how the position came: 'start', 'link', 'example', 'edit'
  fragments: new Map(),
  askedAt: null,       // ms from navigation start to the first judgement asked for
  firstRuling: null,   // ms from navigation start to the first ruling shown
  settledAt: null,     // ms from navigation start to the first ruling or link error shown
  linkError: null,     // why the link's fragment could not be read (a function giving the words), while that is shown
  wasmReadyAt: null,   // ms from navigation start to the module compiled
  roundTripMs: null,   // the last judgement from the edit to the ruling drawn
  workerMs: null,      // of which in the worker
  movesMs: null,       // the moves listed after the ruling, in the worker
  drawMs: null,        // of which the ruling and the board drawn
  cancelled: 0,        // judgements stopped by a newer edit
};

export const board = () => (Array.isArray(state.model?.board) ? state.model.board : []);
export const turn = () => (state.model && typeof state.model.action === 'object' && state.model.action) || null;
export const tileOf = (id) => state.byId.get(id);
export const players = () => (Array.isArray(state.model?.players) ? state.model.players.map(String) : []);
export const rulesInPlay = () => new Set(['base', ...(Array.isArray(state.model?.rules) ? state.model.rules : [])]);
export const isTree = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

// The tile's drawing, once per tile, turn and ferry.
export function fragment(id, rotation, ferry) {
  const k = `${id}|${rotation}|${ferry || ''}`;
  if (!state.fragments.has(k)) state.fragments.set(k, state.wasm.tile_svg(id, rotation, (ferry || []).join(' ')));
  return state.fragments.get(k);
}

// The position alone, for the move generator: the action does not matter.
export function positionTree(m) {
  const p = clone(m || {});
  p.action = 'final-scoring';
  delete p.expect;
  if (!p.title) p.title = 'position';
  return p;
}

// Every tile to draw: the table's and the turn's, with where each came from.
export function drawnTiles() {
  const out = [];
  board().forEach((e, i) => {
    if (e && typeof e.tile === 'string' && isXY(e.at) && tileOf(e.tile)) out.push({ entry: e, index: i, turn: false });
  });
  const t = turn();
  if (t && t.place && typeof t.place.tile === 'string' && isXY(t.place.at) && tileOf(t.place.tile)) {
    out.push({ entry: { ...t.place, ferry: t.ferry, figures: [] }, turn: true });
  }
  return out;
}
