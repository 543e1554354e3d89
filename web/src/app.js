// The page for the table. The scenario lives here as its tree (the JSON
// shape of the YAML format); every change to the board rewrites the YAML
// from it, every change to the YAML rebuilds it, and every change is judged
// again by the WebAssembly module. Nothing leaves the page.

import init, * as judge from './pkg/carc_web.js';
import { axis } from './grid.js';
import { LinkError, fragmentFor, readFragment } from './link.js';

const POINTS = ['NNW', 'N', 'NNE', 'ENE', 'E', 'ESE', 'SSE', 'S', 'SSW', 'WSW', 'W', 'WNW'];
const CORNERS = { NE: [1, 0], SE: [1, 1], SW: [0, 1], NW: [0, 0] };
const COLOURS = { red: '#d62828', blue: '#1d4ed8', green: '#15803d', yellow: '#eab308', black: '#111111', gray: '#6b7280', grey: '#6b7280' };
const LETTERS = { follower: '', 'big-follower': 'B', mayor: 'M', wagon: 'W', barn: 'b', abbot: 'A', phantom: 'P', builder: 'U', pig: 'p' };
const SVG = 'http://www.w3.org/2000/svg';
const DEFAULT = {
  title: 'A position built at the table',
  rules: ['base'],
  players: ['red', 'blue'],
  board: [{ tile: 'base/D', at: [0, 0] }],
  action: { place: { tile: 'base/U', at: [1, 0] } },
};

const $ = (id) => document.getElementById(id);
const state = {
  model: null,        // the scenario tree
  result: null,       // the last judgement
  catalogue: [],      // tiles as `carc tiles --format json`
  byId: new Map(),    // id and JCloisterZone id -> tile
  registry: new Map(),
  names: null,
  tool: 'tile',
  target: 'turn',
  picked: null,       // tile id chosen in the catalogue
  selected: null,     // [x, y] of the table tile last placed or tapped
  fits: [],           // legal squares for the picked tile: {at, rotation, actions?}
  turnFits: null,     // the full moves of the turn's tile, for the action panel
  savedTurn: null,    // the turn kept aside while final scoring is chosen
  fragments: new Map(),
  firstRuling: null,   // ms from navigation start to the first ruling shown
  settledAt: null,     // ms from navigation start to the first ruling or link error shown
  linkError: null,     // why the link's fragment could not be read, while that is shown
  wasmReadyAt: null,   // ms from navigation start to the module compiled
  judgeMs: null,       // the last judgement's time, for the performance notes
};
window.carcPage = state;

// ---- small helpers ----

const clone = (v) => JSON.parse(JSON.stringify(v));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const isXY = (v) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger);
const key = (xy) => `${xy[0]},${xy[1]}`;
const el = (tag, attrs = {}, text) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
};
const sv = (tag, attrs = {}) => {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};
const colour = (player) => COLOURS[player] || '#9333ea';
const rotatePoint = (name, degrees) => {
  const i = POINTS.indexOf(name);
  return i < 0 ? name : POINTS[(i + 3 * ((degrees / 90) | 0)) % 12];
};
const board = () => (Array.isArray(state.model?.board) ? state.model.board : []);
const turn = () => (state.model && typeof state.model.action === 'object' && state.model.action) || null;
const tileOf = (id) => state.byId.get(id);
const rulesInPlay = () => {
  const r = Array.isArray(state.model?.rules) ? state.model.rules : [];
  return new Set(['base', ...r]);
};
const players = () => (Array.isArray(state.model?.players) ? state.model.players.map(String) : []);

function fragment(id, rotation, ferry) {
  const k = `${id}|${rotation}|${ferry || ''}`;
  if (!state.fragments.has(k)) state.fragments.set(k, judge.tile_svg(id, rotation, (ferry || []).join(' ')));
  return state.fragments.get(k);
}

// ---- judging ----

// Judges the text in the box; the board follows the text when it is YAML.
function judgeText() {
  showLinkError(null);
  const text = $('yaml').value;
  const t0 = performance.now();
  const result = JSON.parse(judge.judge(text));
  state.judgeMs = performance.now() - t0;
  state.result = result;
  if (result.model && typeof result.model === 'object' && !Array.isArray(result.model)) {
    state.model = result.model;
  }
  refreshFits();
  renderAll();
  if (state.firstRuling === null) state.firstRuling = performance.now();
  settled();
}

// The page has shown what its start (or a link) asked for: a ruling, or why
// the link cannot be read. The browser test waits for this.
function settled() {
  if (state.settledAt === null) state.settledAt = performance.now();
  document.body.dataset.ready = 'true';
}

// A tap or a choice edits the tree; with no tree yet (a link that could
// not be read, text that is not YAML) the edit starts from the default
// position, as New does.
function model() {
  if (!state.model || typeof state.model !== 'object' || Array.isArray(state.model)) state.model = clone(DEFAULT);
  return state.model;
}

// The board changed: write the YAML from the tree, then judge it.
function commit() {
  $('yaml').value = judge.write_yaml(JSON.stringify(state.model));
  judgeText();
}

// The position alone, for the move generator: the action does not matter.
function positionYaml() {
  const m = clone(state.model || {});
  m.action = 'final-scoring';
  delete m.expect;
  if (!m.title) m.title = 'position';
  return judge.write_yaml(JSON.stringify(m));
}

function refreshFits() {
  state.fits = [];
  state.turnFits = null;
  const t = turn();
  const turnTile = t && t.place && typeof t.place.tile === 'string' ? t.place.tile : null;
  const wanted = state.picked || (state.target === 'turn' ? turnTile : null);
  if (!state.model) return;
  const yaml = positionYaml();
  if (turnTile) {
    const r = JSON.parse(judge.legal_moves(yaml, turnTile, true));
    if (r.fits) state.turnFits = r.fits;
  }
  if (!wanted || state.tool !== 'tile') return;
  if (board().length === 0) {
    state.fits = [0, 90, 180, 270].map((rotation) => ({ at: [0, 0], rotation }));
    return;
  }
  if (state.target === 'turn' && wanted === turnTile) {
    state.fits = state.turnFits || [];
    return;
  }
  const r = JSON.parse(judge.legal_moves(yaml, wanted, state.target === 'turn'));
  state.fits = r.fits || [];
}

// ---- rendering ----

function renderAll() {
  renderSetup();
  renderBoard();
  renderPicker();
  renderAction();
  renderRuling();
}

function renderSetup() {
  const inPlay = rulesInPlay();
  const box = $('rule-sets');
  box.replaceChildren();
  for (const name of state.names.rule_sets) {
    const b = el('button', { type: 'button', class: 'chip', 'data-rules': name, 'aria-pressed': String(inPlay.has(name)) }, name);
    if (name === 'base') b.disabled = true;
    b.onclick = () => toggleRules(name);
    box.append(b);
  }
  const ps = players();
  if (document.activeElement !== $('players')) $('players').value = ps.join(', ');
  const current = state.model?.current ?? ps[0];
  fillSelect($('current'), ps, current);
  fillSelect($('figure-owner'), ps, $('figure-owner').value || ps[0]);
  const kinds = state.names.figures.filter((f) => inPlay.has(f.rules)).map((f) => f.name);
  fillSelect($('figure-kind'), kinds, $('figure-kind').value || 'follower');
  $('wagon-move-row').hidden = !inPlay.has('abbey-mayor');
  $('wagon-move').value = state.model?.variants?.['wagon-move'] === 'nearby' ? 'nearby' : '';
}

function fillSelect(select, values, chosen) {
  select.replaceChildren(...values.map((v) => el('option', { value: v }, v)));
  if (values.includes(chosen)) select.value = chosen;
}

// Every tile to draw: the table's and the turn's, with where each came from.
function drawnTiles() {
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

function renderBoard() {
  const S = judge.tile_size();
  const GAP = S / 3;
  let scale = 1;
  const svg = $('board');
  svg.replaceChildren();
  const tiles = drawnTiles();
  const squares = [...tiles.map((t) => t.entry.at), ...state.fits.map((f) => f.at)];
  if (isXY(state.selected)) squares.push(state.selected);
  if (squares.length === 0) squares.push([0, 0]);
  // North is up: rows run from the largest y down, so they are laid out
  // as the negated y.
  const cols = axis(squares.map((p) => p[0]), S, GAP);
  const rows = axis(squares.map((p) => -p[1]), S, GAP);
  const M = 22;
  const w = cols.length + M;
  const h = rows.length + M;
  svg.setAttribute('viewBox', `${-M} ${-M} ${w} ${h}`);
  // As large as the panel allows, but never so small that a tile is hard
  // to tap; a larger table scrolls.
  const avail = $('board-wrap').clientWidth - 4;
  scale = Math.max(Math.min(1.4, avail / w), 46 / S);
  svg.setAttribute('width', Math.round(w * scale));
  svg.setAttribute('height', Math.round(h * scale));
  const origin = ([x, y]) => [cols.at.get(x), rows.at.get(-y)];
  const label = (x, y, text, anchor) => {
    const t = sv('text', { x, y, 'text-anchor': anchor, 'font-size': 10, fill: '#777' });
    t.textContent = text;
    svg.append(t);
  };
  for (const x of cols.values) label(cols.at.get(x) + S / 2, -7, x, 'middle');
  for (const r of rows.values) label(-5, rows.at.get(r) + S / 2 + 3, -r, 'end');
  // A gap stands for empty squares left out; its title says which.
  const gap = (attrs, text) => {
    const r = sv('rect', { ...attrs, class: 'gap' });
    const title = sv('title');
    title.textContent = text;
    r.append(title);
    svg.append(r);
  };
  for (const g of cols.gaps) {
    label(g.offset + GAP / 2, -7, '…', 'middle');
    gap({ x: g.offset, y: 0, width: GAP, height: rows.length }, `x ${g.from} to ${g.to}: no tiles`);
  }
  for (const g of rows.gaps) {
    label(-5, g.offset + GAP / 2 + 3, '…', 'end');
    gap({ x: 0, y: g.offset, width: cols.length, height: GAP }, `y ${-g.to} to ${-g.from}: no tiles`);
  }
  // Every drawn square when they are few (a table in play); around what is
  // drawn when a sparse table would make them many.
  const cells = [];
  if (cols.values.length * rows.values.length <= 4096) {
    for (const x of cols.values) for (const r of rows.values) cells.push([x, -r]);
  } else {
    const seen = new Set();
    for (const [x, y] of squares) {
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const c = [x + dx, y + dy];
          if (seen.has(key(c))) continue;
          seen.add(key(c));
          cells.push(c);
        }
      }
    }
  }
  for (const c of cells) {
    const [ox, oy] = origin(c);
    svg.append(sv('rect', { x: ox, y: oy, width: S, height: S, class: 'square', stroke: '#eee' }));
  }
  for (const t of tiles) {
    const [ox, oy] = origin(t.entry.at);
    const g = sv('g', { transform: `translate(${ox} ${oy})`, 'data-tile-at': key(t.entry.at), 'data-turn': String(t.turn) });
    g.innerHTML = fragment(tileOf(t.entry.tile).id, Number(t.entry.rotation) || 0, Array.isArray(t.entry.ferry) ? t.entry.ferry : null);
    svg.append(g);
    if (t.turn) svg.append(sv('rect', { x: ox + 1.5, y: oy + 1.5, width: S - 3, height: S - 3, class: 'turn-outline' }));
  }
  for (const t of tiles) {
    const figs = Array.isArray(t.entry.figures) ? t.entry.figures : [];
    figs.forEach((f, i) => drawFigure(svg, origin(t.entry.at), t.entry, f, () => removeFigure(t.index, i)));
  }
  const t = turn();
  if (t) {
    const turnTile = tiles.find((x) => x.turn);
    for (const [part, d] of [['deploy', t.deploy], ['phantom', t.phantom]]) {
      if (turnTile && d && typeof d === 'object' && (d.on || d.corner)) {
        const fig = { owner: state.model.current ?? players()[0], figure: part === 'phantom' ? 'phantom' : d.figure, on: d.on, corner: d.corner };
        drawFigure(svg, origin(turnTile.entry.at), turnTile.entry, fig, () => { delete t[part]; commit(); });
      }
    }
  }
  if (state.selected && state.tool === 'tile') {
    const [ox, oy] = origin(state.selected);
    svg.append(sv('rect', { x: ox + 3, y: oy + 3, width: S - 6, height: S - 6, class: 'selected' }));
  }
  // What a tap does depends on the tool.
  if (state.tool === 'tile') {
    // On the turn's own square a tap turns the tile, unless another tile
    // is picked to take its place.
    const turnTile = tiles.find((t) => t.turn);
    const turning = turnTile && (!state.picked || (state.target === 'turn' && state.picked === turnTile.entry.tile));
    const seen = new Set();
    for (const f of state.fits) {
      if (seen.has(key(f.at)) || tiles.some((t) => (!t.turn || turning) && key(t.entry.at) === key(f.at))) continue;
      seen.add(key(f.at));
      const [ox, oy] = origin(f.at);
      const r = sv('rect', { x: ox + 2, y: oy + 2, width: S - 4, height: S - 4, class: 'fit', 'data-x': f.at[0], 'data-y': f.at[1] });
      r.addEventListener('click', () => placeAt(f.at));
      svg.append(r);
    }
    for (const t of tiles) {
      if (seen.has(key(t.entry.at))) continue;
      const [ox, oy] = origin(t.entry.at);
      const hit = sv('rect', { x: ox, y: oy, width: S, height: S, class: 'tile-hit', 'data-x': t.entry.at[0], 'data-y': t.entry.at[1] });
      hit.addEventListener('click', () => tapTile(t));
      svg.append(hit);
    }
  } else if (state.tool === 'erase') {
    for (const t of tiles) {
      const [ox, oy] = origin(t.entry.at);
      const hit = sv('rect', { x: ox, y: oy, width: S, height: S, class: 'tile-hit', 'data-x': t.entry.at[0], 'data-y': t.entry.at[1] });
      hit.addEventListener('click', () => eraseTile(t));
      svg.append(hit);
    }
  } else if (!matchMedia('(pointer: coarse)').matches && S * scale >= 70) {
    for (const t of tiles) drawSpots(svg, origin(t.entry.at), t, S, 4.5);
  } else {
    // Twelve points on a tile are too close for a finger (or, on a crowded
    // board, for a mouse): a tap opens the tile large.
    for (const t of tiles) {
      const [ox, oy] = origin(t.entry.at);
      const hit = sv('rect', { x: ox, y: oy, width: S, height: S, class: 'tile-hit', 'data-x': t.entry.at[0], 'data-y': t.entry.at[1] });
      hit.addEventListener('click', () => zoom(t));
      svg.append(hit);
    }
  }
}

function zoom(t) {
  const S = judge.tile_size();
  const svg = $('zoom-tile');
  svg.replaceChildren();
  const g = sv('g');
  g.innerHTML = fragment(tileOf(t.entry.tile).id, Number(t.entry.rotation) || 0, Array.isArray(t.entry.ferry) ? t.entry.ferry : null);
  svg.append(g);
  svg.setAttribute('viewBox', `-6 -6 ${S + 12} ${S + 12}`);
  $('zoom-title').textContent = `Where does ${$('figure-owner').value}'s ${$('figure-kind').value} go on ${t.entry.tile} at [${t.entry.at.join(', ')}]?`;
  drawSpots(svg, [0, 0], t, S, 3.6, () => $('zoom').close());
  $('zoom').showModal();
}

function spotXY(entry, f) {
  const tile = tileOf(entry.tile);
  if (f.corner && CORNERS[f.corner]) {
    const [cx, cy] = CORNERS[f.corner];
    return [0.1 + cx * 0.8, 0.1 + cy * 0.8];
  }
  const i = POINTS.indexOf(f.on);
  if (i >= 0) return inward(pointXY(i), 0.4);
  const centres = tile ? tile.features.filter((x) => x.points.length === 0).map((x) => x.name) : [];
  const n = Math.max(centres.indexOf(f.on), 0);
  return [0.5 + (n - (centres.length - 1) / 2) * 0.22, 0.5];
}

function pointXY(i) {
  const third = (k) => (2 * k + 1) / 6;
  const k = i % 3;
  switch ((i / 3) | 0) {
    case 0: return [third(k), 0];
    case 1: return [1, third(k)];
    case 2: return [1 - third(k), 1];
    default: return [0, 1 - third(k)];
  }
}
const inward = ([x, y], by) => [x + (0.5 - x) * by, y + (0.5 - y) * by];

function drawFigure(svg, [ox, oy], entry, f, remove) {
  const S = judge.tile_size();
  const [x, y] = spotXY(entry, f);
  const cx = ox + x * S;
  const cy = oy + y * S;
  const c = colour(String(f.owner));
  const g = sv('g', { class: 'figure', 'data-owner': String(f.owner), 'data-figure': String(f.figure) });
  const title = sv('title');
  title.textContent = `${f.owner}'s ${f.figure} on ${f.on || f.corner}`;
  g.append(title);
  if (f.figure === 'barn') g.append(sv('rect', { x: cx - 6, y: cy - 6, width: 12, height: 12, fill: c, stroke: '#fff', 'stroke-width': 1.5 }));
  else g.append(sv('circle', { cx, cy, r: f.figure === 'big-follower' ? 8.5 : 6.5, fill: c, stroke: '#fff', 'stroke-width': 1.5 }));
  const letter = LETTERS[f.figure];
  if (letter) {
    const t = sv('text', { x: cx, y: cy + 3, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 'bold', fill: '#fff' });
    t.textContent = letter;
    g.append(t);
  }
  if (state.tool !== 'tile') {
    g.style.cursor = 'pointer';
    g.addEventListener('click', (ev) => { ev.stopPropagation(); remove(); });
  }
  svg.append(g);
}

// Tap targets on a tile for the figure tool: its 12 edge points, what
// stands in its middle, and its corners for the barn.
function drawSpots(svg, [ox, oy], t, S, radius, done = () => {}) {
  const tile = tileOf(t.entry.tile);
  if (!tile) return;
  const kind = $('figure-kind').value;
  const spots = [];
  if (kind === 'barn') {
    for (const c of Object.keys(CORNERS)) spots.push({ corner: c });
  } else {
    for (const p of POINTS) spots.push({ on: p });
    for (const f of tile.features) if (f.points.length === 0) spots.push({ on: f.name });
  }
  for (const s of spots) {
    const [x, y] = spotXY(t.entry, s);
    const r = sv('circle', { cx: ox + x * S, cy: oy + y * S, r: radius, class: 'spot', 'data-x': t.entry.at[0], 'data-y': t.entry.at[1], 'data-on': s.on || s.corner });
    const title = sv('title');
    title.textContent = s.on || s.corner;
    r.append(title);
    r.addEventListener('click', (ev) => {
      ev.preventDefault();
      done();
      putFigure(t, s);
    });
    svg.append(r);
  }
}

function renderPicker() {
  const inPlay = rulesInPlay();
  const words = $('tile-filter').value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const box = $('picker');
  const wanted = state.catalogue.filter((t) => inPlay.has(t.set) && words.every((w) => `${t.id} ${t.layout}`.toLowerCase().includes(w)));
  const ids = wanted.map((t) => t.id).join();
  if (box.dataset.ids !== ids) {
    box.dataset.ids = ids;
    box.replaceChildren();
    for (const t of wanted) {
      const b = el('button', { type: 'button', class: 'tile-pick', 'data-tile': t.id, title: `${t.id}: ${t.layout}`, 'aria-pressed': 'false' });
      const S = judge.tile_size();
      const s = sv('svg', { viewBox: `0 0 ${S} ${S}` });
      s.innerHTML = fragment(t.id, 0, null);
      b.append(s, el('span', {}, t.id.replace(/^base\//, '')));
      b.onclick = () => pick(t.id);
      box.append(b);
    }
  }
  for (const b of box.children) b.setAttribute('aria-pressed', String(b.dataset.tile === state.picked));
  $('picker-wrap').hidden = state.tool !== 'tile';
}

function hint() {
  const h = $('hint');
  if (state.tool === 'figure') h.textContent = 'Tap a point of a tile (on a touch screen: the tile, then the point) to put the figure there; on the turn\'s tile that is the deployment. Tap a figure to take it off.';
  else if (state.tool === 'erase') h.textContent = 'Tap a tile to take it off the table.';
  else if (state.picked && state.fits.length === 0) h.textContent = `${state.picked} fits nowhere on this table.`;
  else if (state.picked) h.textContent = `Tap a highlighted square to place ${state.picked} ${state.target === 'turn' ? 'as the turn\'s tile' : 'on the table'}; tap it again to turn it.`;
  else h.textContent = 'Pick a tile below; the squares where it fits light up. Tap a placed tile to turn it.';
}

// ---- the action panel ----

function renderAction() {
  const body = $('action-body');
  body.replaceChildren();
  const a = state.model?.action;
  $('final').checked = a === 'final-scoring';
  tableFerries(body);
  const t = turn();
  if (!t) return;
  const place = t.place || {};
  const line = el('p', {}, isXY(place.at) ? `${place.tile} on [${place.at.join(', ')}], turned ${Number(place.rotation) || 0}°` : 'No tile placed yet: pick one and tap a square.');
  body.append(line);
  const here = (state.turnFits || []).find((f) => same(f.at, place.at) && f.rotation === (Number(place.rotation) || 0));
  if (isXY(place.at) && !here) body.append(el('p', { class: 'hint' }, 'The tile does not fit here as it lies: the judge will say why.'));
  const actions = here ? here.actions : [];
  const distinct = (k) => {
    const out = [];
    for (const x of actions) if (x[k] !== undefined && !out.some((y) => same(y, x[k]))) out.push(x[k]);
    return out;
  };
  const group = (label, part, options, describe) => {
    if (options.length === 0 && t[part] === undefined) return;
    const g = el('div', { class: 'group', 'data-part': part });
    g.append(el('span', {}, label));
    const chips = el('div', { class: 'chips' });
    const none = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(t[part] === undefined) }, 'none');
    none.onclick = () => { delete t[part]; commit(); };
    chips.append(none);
    const all = [...options];
    if (t[part] !== undefined && !all.some((o) => same(o, t[part]))) all.push(t[part]);
    for (const o of all) {
      const c = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(same(o, t[part])) }, describe(o));
      c.onclick = () => { t[part] = clone(o); commit(); };
      chips.append(c);
    }
    g.append(chips);
    body.append(g);
  };
  const where = (d) => (d.fly ? `flies${d.fly.roll ? ` (roll ${d.fly.roll})` : ''}${d.fly.on ? ` to ${d.fly.on}` : ', lands nowhere'}` : d.corner ? `at corner ${d.corner}` : `on ${d.on}`);
  group('Deployment (legal ones for this placement)', 'deploy', distinct('deploy'), (d) => (d.abbot ? `abbot back from [${d.at}]` : `${d.figure} ${where(d)}`));
  group('Phantom', 'phantom', distinct('phantom'), (d) => `phantom ${where(d)}`);
  const tile = tileOf(place.tile);
  if (tile && tile.lake) group('The new lake\'s ferry', 'ferry', distinct('ferry'), (f) => `joins ${f.join('–')}`);
  for (const lake of here ? here.movable_ferries : []) ferryChoice(body, t, lake);
  wagonChoices(body, t);
}

// Where each lake on the table has its ferry: part of the position.
function tableFerries(body) {
  if (!rulesInPlay().has('ferries')) return;
  board().forEach((entry) => {
    if (!entry || !isXY(entry.at) || !tileOf(entry.tile)?.lake) return;
    const ends = lakeEnds(entry);
    const g = el('div', { class: 'group', 'data-part': 'table-ferry' });
    g.append(el('span', {}, `The ferry on the table's lake at [${entry.at.join(', ')}]`));
    const chips = el('div', { class: 'chips' });
    ends.forEach((a, i) => ends.slice(i + 1).forEach((b) => {
      const pair = [a, b];
      const c = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(same(entry.ferry, pair) || same(entry.ferry, [b, a])) }, `joins ${a}–${b}`);
      c.onclick = () => { entry.ferry = pair; commit(); };
      chips.append(c);
    }));
    g.append(chips);
    body.append(g);
  });
}

function lakeEnds(entry) {
  const tile = tileOf(entry.tile);
  if (!tile) return [];
  return tile.features.filter((f) => f.kind === 'road' && /lake/.test(f.road_end || '')).flatMap((f) => f.points.map((p) => rotatePoint(p, Number(entry.rotation) || 0)));
}

function ferryChoice(body, t, lake) {
  const entry = board().find((e) => e && same(e.at, lake));
  if (!entry) return;
  const ends = lakeEnds(entry);
  const pairs = [];
  ends.forEach((a, i) => ends.slice(i + 1).forEach((b) => pairs.push([a, b])));
  const moves = Array.isArray(t.move_ferries) ? t.move_ferries : [];
  const current = moves.find((m) => m && same(m.at, lake));
  const g = el('div', { class: 'group', 'data-part': 'move_ferries' });
  g.append(el('span', {}, `Move the ferry on [${lake.join(', ')}] (now ${(entry.ferry || []).join('–')})`));
  const chips = el('div', { class: 'chips' });
  const set = (to) => {
    const rest = moves.filter((m) => !(m && same(m.at, lake)));
    if (to) rest.push({ at: lake, to });
    if (rest.length) t.move_ferries = rest; else delete t.move_ferries;
    commit();
  };
  const stay = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(!current) }, 'leave it');
  stay.onclick = () => set(null);
  chips.append(stay);
  for (const p of pairs) {
    if (same(p, entry.ferry) || same([p[1], p[0]], entry.ferry)) continue;
    const c = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(!!current && same(current.to, p)) }, p.join('–'));
    c.onclick = () => set(p);
    chips.append(c);
  }
  g.append(chips);
  body.append(g);
}

// Freed wagons: the last ruling says which were freed and where each could go.
function wagonChoices(body, t) {
  const events = state.result?.ruling?.events || [];
  const wagons = Array.isArray(t.wagons) ? t.wagons : [];
  for (const e of events.filter((x) => x.kind === 'wagon')) {
    const mine = wagons.find((w) => w && w.owner === e.player);
    const g = el('div', { class: 'group', 'data-part': 'wagons' });
    g.append(el('span', {}, `${e.player}'s freed wagon`));
    const chips = el('div', { class: 'chips' });
    const set = (to) => {
      const rest = wagons.filter((w) => !(w && w.owner === e.player));
      if (to) rest.push({ owner: e.player, to });
      if (rest.length) t.wagons = rest; else delete t.wagons;
      commit();
    };
    const home = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(!mine || mine.to === 'supply') }, 'to supply');
    home.onclick = () => set(null);
    chips.append(home);
    for (const o of e.options || []) {
      const to = { at: o.at, on: o.on };
      const c = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(!!mine && same(mine.to, to)) }, `${o.kind} [${o.at.join(', ')}] ${o.on}`);
      c.onclick = () => set(to);
      chips.append(c);
    }
    g.append(chips);
    body.append(g);
  }
}

// ---- the ruling ----

function citeButton(id) {
  const b = el('button', { type: 'button', class: 'cite', 'data-rule': id }, id);
  b.onclick = () => showRule(id);
  return b;
}

function showRule(id) {
  const r = state.registry.get(id);
  if (!r) return;
  $('rule-title').textContent = r.title;
  $('rule-id').textContent = r.id;
  $('rule-authority').textContent = r.authority;
  $('rule-status').textContent = r.reason ? `${r.status}: ${r.reason}` : r.status;
  $('rule-source').textContent = `Source: ${r.source}${r.date ? ` (${r.date})` : ''}`;
  $('rule-text').textContent = r.text;
  $('rule-dialog').showModal();
}

function renderRuling() {
  const res = state.result;
  const v = $('verdict');
  const box = $('ruling');
  box.replaceChildren();
  $('after').replaceChildren();
  $('after-picture').hidden = !res || res.status === 'broken';
  if (!res) {
    // Nothing judged (a link that cannot be read): no verdict at all, not
    // the last one.
    v.dataset.verdict = '';
    v.textContent = state.linkError ? 'Nothing judged' : '';
    pill(state.linkError ? 'broken' : '', state.linkError ? 'Link cannot be read' : '');
    hint();
    return;
  }
  v.dataset.verdict = res.status;
  if (res.status === 'broken') {
    pill('broken', `Broken input · line ${res.diagnostics?.[0]?.line ?? '?'}`);
    v.textContent = 'Broken input';
    v.append(el('small', {}, 'The YAML does not describe a position and an action; nothing was judged.'));
    for (const d of res.diagnostics || []) {
      const div = el('div', { class: 'diag', 'data-line': d.line });
      const go = el('button', { type: 'button', title: 'Show it in the YAML' }, `line ${d.line}, column ${d.col}`);
      go.onclick = () => selectInYaml(d);
      div.append(go, document.createTextNode(` ${d.code}: ${d.message}`));
      if (d.help) div.append(el('div', { class: 'hint' }, d.help));
      box.append(div);
    }
    box.append(el('pre', { id: 'report' }, res.text));
    hint();
    return;
  }
  const r = res.ruling;
  v.textContent = res.status === 'legal' ? 'Legal' : 'Illegal';
  const order = players();
  const gains = Object.entries(r.scores).filter(([, n]) => n > 0).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  pill(res.status, res.status === 'legal' ? `Legal${gains.length ? ` · ${gains.map(([p, n]) => `${p} +${n}`).join(', ')}` : ''}` : `Illegal · ${r.violation?.rule ?? ''}`);
  v.append(el('small', {}, r.title));
  if (r.violation) {
    const div = el('div', { class: 'violation' });
    div.append(el('p', {}, r.violation.message), el('p', {}, 'Broken: '), el('p', { class: 'hint' }, r.violation.help));
    div.children[1].append(...r.violation.cites.map(citeButton));
    if (res.at) {
      const go = el('button', { type: 'button' }, `line ${res.at.line} of the YAML`);
      go.onclick = () => selectInYaml(res.at);
      div.append(go);
    }
    box.append(div);
  }
  if (r.events.length) {
    const ol = el('ol', { id: 'steps' });
    for (const e of r.events) {
      const li = el('li', { 'data-kind': e.kind }, `${e.text} `);
      li.append(...e.cites.map(citeButton));
      ol.append(li);
    }
    box.append(ol);
  }
  if (res.status === 'legal') {
    const pts = el('p', { class: 'points', id: 'points' }, 'Points: ');
    // In turn order, as the terminal prints them.
    const entries = Object.entries(r.scores).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    entries.forEach(([p, n], i) => {
      const b = el('b', { 'data-player': p, 'data-points': String(n) }, `${p} ${n > 0 ? `+${n}` : n}`);
      pts.append(b, document.createTextNode(i + 1 < entries.length ? ', ' : ''));
    });
    box.append(pts);
    const back = Object.entries(r.returned).filter(([, f]) => f.length).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
    if (back.length) box.append(el('p', { class: 'back', id: 'back' }, `Back to supply: ${back.map(([p, f]) => `${p}: ${f.join(', ')}`).join('; ')}`));
    if (r.double_turn) box.append(el('p', {}, 'The builder grants a second turn.'));
  }
  for (const n of r.notes) box.append(el('p', { class: 'hint' }, `Note: ${n.text}`));
  if (res.legal) {
    const d = el('details', { class: 'legal' });
    d.append(el('summary', {}, 'What would be legal with this tile'), el('pre', {}, res.legal));
    box.append(d);
  }
  const rep = el('details', {});
  rep.append(el('summary', {}, 'The report as the terminal prints it'), el('pre', { id: 'report' }, res.text));
  box.append(rep);
  if (res.svg) $('after').innerHTML = res.svg;
  $('after-summary').textContent = res.status === 'legal' ? 'The table after the action' : 'The table (the action is illegal, so nothing changes)';
  hint();
}

// The verdict in the header, for a phone where the ruling is below the board.
function pill(status, text) {
  const p = $('pill');
  p.dataset.verdict = status;
  p.textContent = text;
}

function selectInYaml(d) {
  const ta = $('yaml');
  $('yaml-box').open = true;
  const start = byteToIndex(ta.value, d.offset);
  const end = byteToIndex(ta.value, d.offset + Math.max(d.len, 1));
  ta.focus();
  ta.setSelectionRange(start, end);
  const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 16;
  ta.scrollTop = Math.max(0, (d.line - 3) * lineHeight);
}

// Spans are byte offsets into UTF-8; the text box counts UTF-16 units.
function byteToIndex(text, bytes) {
  const enc = new TextEncoder();
  let n = 0;
  let i = 0;
  for (const ch of text) {
    if (n >= bytes) break;
    n += enc.encode(ch).length;
    i += ch.length;
  }
  return i;
}

// ---- edits ----

function toggleRules(name) {
  model();
  const r = new Set(Array.isArray(state.model.rules) ? state.model.rules : []);
  if (r.has(name)) r.delete(name); else r.add(name);
  state.model.rules = state.names.rule_sets.filter((n) => r.has(n) || n === 'base');
  if (!r.has('abbey-mayor') && state.model.variants) delete state.model.variants;
  commit();
}

function pick(id) {
  state.picked = state.picked === id ? null : id;
  state.selected = null;
  refreshFits();
  renderAll();
}

function placeAt(at) {
  const id = state.picked;
  const options = state.fits.filter((f) => same(f.at, at)).map((f) => f.rotation);
  const rotation = options[0] ?? 0;
  if (state.target === 'turn') {
    if (!state.model.action || typeof state.model.action !== 'object') state.model.action = {};
    const place = { tile: id, at };
    if (rotation) place.rotation = rotation;
    // A new tile to judge: the old tile's deployment means nothing on it.
    state.model.action = { place };
    const tile = tileOf(id);
    if (tile?.lake) {
      const fit = state.fits.find((f) => same(f.at, at) && f.rotation === rotation);
      const ferry = fit?.actions?.find((x) => x.ferry)?.ferry;
      if (ferry) state.model.action.ferry = ferry;
    }
  } else {
    const entry = { tile: id, at };
    if (rotation) entry.rotation = rotation;
    if (tileOf(id)?.lake && rulesInPlay().has('ferries')) {
      const ends = lakeEnds(entry);
      if (ends.length >= 2) entry.ferry = ends.slice(0, 2);
    }
    if (!Array.isArray(state.model.board)) state.model.board = [];
    state.model.board.push(entry);
    const t = turn();
    // The turn's tile cannot share a square with the table.
    if (t && t.place && same(t.place.at, at)) delete t.place.at;
  }
  state.selected = at;
  commit();
}

// Tapping a placed tile turns it to the next rotation at which it fits.
function tapTile(t) {
  state.selected = t.entry.at;
  const at = t.entry.at;
  const now = Number(t.entry.rotation) || 0;
  let options;
  if (t.turn) {
    options = (state.turnFits || []).filter((f) => same(f.at, at)).map((f) => f.rotation);
  } else {
    const saved = state.model.board;
    state.model.board = saved.filter((_, i) => i !== t.index);
    const alone = state.model.board.length === 0;
    const r = alone ? { fits: [0, 90, 180, 270].map((rotation) => ({ at, rotation })) } : JSON.parse(judge.legal_moves(positionYaml(), t.entry.tile, false));
    state.model.board = saved;
    options = (r.fits || []).filter((f) => same(f.at, at)).map((f) => f.rotation);
  }
  if (options.length === 0) options = [0, 90, 180, 270];
  const next = options.find((r) => r > now) ?? options[0];
  const target = t.turn ? turn().place : state.model.board[t.index];
  if (next) target.rotation = next; else delete target.rotation;
  if (t.turn) {
    // The deployment named points of the tile as it lay; start afresh.
    for (const k of ['deploy', 'phantom', 'ferry']) delete turn()[k];
    const fit = (state.turnFits || []).find((f) => same(f.at, at) && f.rotation === next);
    const ferry = fit?.actions?.find((x) => x.ferry)?.ferry;
    if (ferry) turn().ferry = ferry;
  } else if (Array.isArray(target.ferry)) {
    const ends = lakeEnds(target);
    target.ferry = ends.slice(0, 2);
  }
  commit();
}

function eraseTile(t) {
  if (t.turn) state.model.action = { place: { tile: turn().place.tile } };
  else state.model.board.splice(t.index, 1);
  commit();
}

function putFigure(t, spot) {
  const kind = $('figure-kind').value;
  const owner = $('figure-owner').value;
  if (t.turn) {
    const a = turn();
    if (kind === 'phantom') a.phantom = { on: spot.on };
    else a.deploy = spot.corner ? { figure: kind, corner: spot.corner } : { figure: kind, on: spot.on };
  } else {
    const entry = state.model.board[t.index];
    if (!Array.isArray(entry.figures)) entry.figures = [];
    entry.figures.push(spot.corner ? { owner, figure: kind, corner: spot.corner } : { owner, figure: kind, on: spot.on });
  }
  commit();
}

function removeFigure(index, i) {
  const entry = state.model.board[index];
  entry.figures.splice(i, 1);
  if (entry.figures.length === 0) delete entry.figures;
  commit();
}

function setTool(tool) {
  state.tool = tool;
  for (const b of document.querySelectorAll('[data-tool]')) b.setAttribute('aria-pressed', String(b.dataset.tool === tool));
  $('figure-tools').hidden = tool !== 'figure';
  $('target-seg').hidden = tool !== 'tile';
  refreshFits();
  renderAll();
}

function setTarget(target) {
  state.target = target;
  for (const b of document.querySelectorAll('[data-target]')) b.setAttribute('aria-pressed', String(b.dataset.target === target));
  refreshFits();
  renderAll();
}

async function share() {
  const url = `${location.origin}${location.pathname}#${await fragmentFor($('yaml').value)}`;
  history.replaceState(null, '', url);
  $('share-box').hidden = false;
  $('yaml-box').open = true;
  $('share-url').value = url;
  $('share-url').select();
  let note = 'Link ready: copy it.';
  try {
    await navigator.clipboard.writeText(url);
    note = 'Copied.';
  } catch {
    // Clipboard access needs permission on some browsers; the field stays selected.
  }
  $('share-note').textContent = note;
}

// ---- start ----

function wire() {
  let timer = 0;
  $('yaml').addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(judgeText, 250);
  });
  $('players').addEventListener('change', () => {
    const ps = $('players').value.split(',').map((s) => s.trim()).filter(Boolean);
    if (ps.length === 0) return;
    model().players = ps;
    if (state.model.current !== undefined && !ps.includes(state.model.current)) delete state.model.current;
    commit();
  });
  $('current').addEventListener('change', () => {
    const c = $('current').value;
    model();
    if (c === players()[0]) delete state.model.current; else state.model.current = c;
    commit();
  });
  $('wagon-move').addEventListener('change', () => {
    model();
    if ($('wagon-move').value) state.model.variants = { 'wagon-move': 'nearby' };
    else delete state.model.variants;
    commit();
  });
  $('figure-kind').addEventListener('change', renderBoard);
  $('final').addEventListener('change', () => {
    model();
    if ($('final').checked) {
      state.savedTurn = turn();
      state.model.action = 'final-scoring';
    } else {
      state.model.action = state.savedTurn || { place: { tile: 'base/U' } };
    }
    commit();
  });
  $('tile-filter').addEventListener('input', renderPicker);
  for (const b of document.querySelectorAll('[data-tool]')) b.addEventListener('click', () => setTool(b.dataset.tool));
  for (const b of document.querySelectorAll('[data-target]')) b.addEventListener('click', () => setTarget(b.dataset.target));
  $('share').addEventListener('click', share);
  $('new').addEventListener('click', () => {
    history.replaceState(null, '', location.pathname);
    state.model = clone(DEFAULT);
    state.picked = null;
    commit();
  });
  window.addEventListener('hashchange', fromHash);
  let resized = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(resized);
    resized = requestAnimationFrame(renderBoard);
  });
}

// Reads the scenario in the link's fragment, if it holds one, and judges
// it. A fragment that is meant for the page (anything but nothing or one of
// its own anchors, `#judge`) and cannot be read is said so at the top, and
// nothing is ruled: not the default position, not the last one.
async function fromHash() {
  const fragment = location.hash.slice(1);
  if (fragment === '' || document.getElementById(fragment)) return false;
  let text;
  try {
    text = await readFragment(fragment, judge.max_size(), judge.max_size_words());
  } catch (e) {
    unreadable(e instanceof LinkError ? e.message : `it does not unpack (${e})`);
    return true;
  }
  $('yaml').value = text;
  judgeText();
  return true;
}

function unreadable(reason) {
  state.model = null;
  state.result = null;
  state.picked = null;
  state.selected = null;
  $('yaml').value = '';
  showLinkError(reason);
  refreshFits();
  renderAll();
  settled();
}

// The banner at the top for a link that cannot be read; null hides it.
function showLinkError(reason) {
  state.linkError = reason;
  const b = $('link-error');
  b.hidden = reason === null;
  if (reason !== null) {
    b.textContent = `This link cannot be read: ${reason}. Nothing was judged. Ask for the link again, or paste the scenario's YAML in the box.`;
  }
}

async function main() {
  await init();
  state.wasmReadyAt = performance.now();
  state.names = JSON.parse(judge.names());
  state.catalogue = JSON.parse(judge.tiles());
  for (const t of state.catalogue) {
    state.byId.set(t.id, t);
    state.byId.set(t.jcz, t);
  }
  for (const r of JSON.parse(judge.rules())) state.registry.set(r.id, r);
  wire();
  // On a phone the board matters more than the setup, which stays a tap away.
  if (!matchMedia('(min-width: 960px)').matches) $('setup').open = false;
  $('loading').hidden = true;
  if (!(await fromHash())) {
    state.model = clone(DEFAULT);
    commit();
  }
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('sw.js').catch(() => {});
  }
}

main().catch((e) => {
  $('loading').textContent = `The judge could not start: ${e}`;
});
