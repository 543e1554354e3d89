// The board: the table drawn, and what a tap (or the keyboard) does on it.
//
// What is drawn grows with what is on the table, never with the distance
// between its tiles (grid.js closes empty runs into gaps), and only the part
// of the table in the panel's view is in the page at a time: a table of
// 5,000 tiles is a scrolling panel with a few hundred elements in it, drawn
// again as it scrolls. Each kind of tile is drawn once, in <defs>, and used
// where it lies.

import { $, isXY, key, same, sv } from './dom.js';
import { axis } from './grid.js';
import { L } from './labels.js';
import { board, drawnTiles, fragment, players, state, tileOf, turn } from './store.js';
import * as edits from './edits.js';
import { spotsOf, spotXY, figureMark } from './figures.js';
import { BOXES } from './boxes/list.js';
import { openTile } from './zoom.js';
import { say } from './hint.js';

const M = 22;
let view = null;
let defs = new Map();

const coarse = () => matchMedia('(pointer: coarse)').matches;

// Where the board starts in the panel's scrolled content (an SVG element
// has no offsetLeft; it is centred when narrower than the panel).
function offset() {
  const wrap = $('board-wrap');
  const s = $('board').getBoundingClientRect();
  const w = wrap.getBoundingClientRect();
  return [s.left - w.left - wrap.clientLeft + wrap.scrollLeft, s.top - w.top - wrap.clientTop + wrap.scrollTop];
}

// Lays out the table (the axes, what stands on which square) and draws the
// part in view.
export function renderBoard() {
  const svg = $('board');
  const S = state.wasm.tile_size();
  const GAP = S / 3;
  const tiles = drawnTiles();
  const squares = [...tiles.map((t) => t.entry.at), ...state.fits.map((f) => f.at)];
  if (isXY(state.selected)) squares.push(state.selected);
  if (isXY(state.cursor)) squares.push(state.cursor);
  if (squares.length === 0) squares.push([0, 0]);
  // North is up: rows run from the largest y down, so they are laid out as
  // the negated y.
  const cols = axis(squares.map((p) => p[0]), S, GAP);
  const rows = axis(squares.map((p) => -p[1]), S, GAP);
  const w = cols.length + M;
  const h = rows.length + M;
  // As large as the panel allows, but never so small that a square is
  // under a fingertip (46 px); a larger table scrolls.
  const avail = $('board-wrap').clientWidth - 4;
  const scale = Math.max(Math.min(1.4, avail / w), 46 / S);
  const byKey = new Map();
  for (const t of tiles) {
    // The turn's tile is drawn over a table tile on its square.
    if (!byKey.has(key(t.entry.at)) || t.turn) byKey.set(key(t.entry.at), t);
  }
  const fits = new Map();
  for (const f of state.fits) {
    if (!fits.has(key(f.at))) fits.set(key(f.at), []);
    fits.get(key(f.at)).push(f);
  }
  const turnTile = tiles.find((t) => t.turn) || null;
  view = { S, GAP, cols, rows, w, h, scale, tiles: byKey, fits, turnTile };
  if (!isXY(state.cursor) || !cols.at.has(state.cursor[0]) || !rows.at.has(-state.cursor[1])) {
    state.cursor = state.selected || turnTile?.entry.at || tiles[0]?.entry.at || [0, 0];
  }
  svg.setAttribute('viewBox', `${-M} ${-M} ${w} ${h}`);
  svg.setAttribute('width', Math.round(w * scale));
  svg.setAttribute('height', Math.round(h * scale));
  $('board-wrap').classList.toggle('readonly', !!state.readOnly);
  drawView();
}

// The first index of `values` whose square ends after `from`, by halving.
function firstFrom(values, at, S, from) {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at.get(values[mid]) + S < from) lo = mid + 1; else hi = mid;
  }
  return lo;
}

function inView(values, at, S, from, to) {
  const out = [];
  for (let i = firstFrom(values, at, S, from); i < values.length && at.get(values[i]) <= to; i++) out.push(values[i]);
  return out;
}

function fragmentId(entry) {
  const tile = tileOf(entry.tile);
  const rotation = Number(entry.rotation) || 0;
  const ferry = Array.isArray(entry.ferry) ? entry.ferry : null;
  const k = `${tile.id}|${rotation}|${ferry || ''}`;
  if (!defs.has(k)) {
    const id = `tf${defs.size}`;
    const g = sv('g', { id });
    g.innerHTML = fragment(tile.id, rotation, ferry);
    $('board-defs').append(g);
    defs.set(k, id);
  }
  return defs.get(k);
}

// Draws the squares in the panel's view (and the keyboard's square, which
// must stay focusable wherever it is).
export function drawView() {
  if (!view) return;
  const svg = $('board');
  const wrap = $('board-wrap');
  const { S, GAP, cols, rows, scale, tiles, fits, turnTile } = view;
  const hadFocus = svg.contains(document.activeElement) && document.activeElement !== svg;
  const focusedSpot = hadFocus && document.activeElement.classList.contains('spot') ? document.activeElement.dataset.spot : null;
  if (!$('board-defs')) {
    svg.replaceChildren(sv('defs', { id: 'board-defs' }));
    defs = new Map();
  }
  const layer = sv('g', { id: 'board-view' });
  const [offX, offY] = offset();
  const left = (wrap.scrollLeft - offX) / scale - M;
  const top = (wrap.scrollTop - offY) / scale - M;
  const xs = inView(cols.values, cols.at, S, left - S, left + wrap.clientWidth / scale + S);
  const ys = inView(rows.values, rows.at, S, top - S, top + wrap.clientHeight / scale + S);
  const cells = [];
  for (const x of xs) for (const r of ys) cells.push([x, -r]);
  if (!cells.some((c) => same(c, state.cursor))) cells.push(state.cursor);
  const origin = ([x, y]) => [cols.at.get(x), rows.at.get(-y)];
  const fontSize = Math.max(10, 12 / scale);
  const label = (x, y, text, anchor) => {
    const t = sv('text', { x, y, 'text-anchor': anchor, 'font-size': fontSize, fill: '#595959', 'aria-hidden': 'true' });
    t.textContent = text;
    layer.append(t);
  };
  for (const x of xs) label(cols.at.get(x) + S / 2, -7, x, 'middle');
  for (const r of ys) label(-5, rows.at.get(r) + S / 2 + 3, -r, 'end');
  // A gap stands for empty squares left out; its title says which.
  const gap = (attrs, text) => {
    const g = sv('rect', { ...attrs, class: 'gap' });
    const title = sv('title');
    title.textContent = text;
    g.append(title);
    layer.append(g);
  };
  for (const g of cols.gaps) gap({ x: g.offset, y: 0, width: GAP, height: rows.length }, L.gapCols(g.from, g.to));
  for (const g of rows.gaps) gap({ x: 0, y: g.offset, width: cols.length, height: GAP }, L.gapRows(-g.to, -g.from));
  for (const c of cells) {
    const [ox, oy] = origin(c);
    layer.append(sv('rect', { x: ox, y: oy, width: S, height: S, class: 'square' }));
  }
  const figures = [];
  for (const c of cells) {
    const t = tiles.get(key(c));
    if (!t) continue;
    const [ox, oy] = origin(c);
    layer.append(sv('use', { href: `#${fragmentId(t.entry)}`, x: ox, y: oy, 'data-tile-at': key(c), 'data-turn': String(t.turn) }));
    if (t.turn) layer.append(sv('rect', { x: ox + 1.5, y: oy + 1.5, width: S - 3, height: S - 3, class: 'turn-outline' }));
    for (const b of BOXES) {
      const mark = b.tileMark?.([ox, oy], t.entry, S);
      if (mark) layer.append(mark);
    }
    const figs = Array.isArray(t.entry.figures) ? t.entry.figures : [];
    figs.forEach((f, i) => figures.push([origin(c), t.entry, f, () => edits.removeFigure(t.index, i)]));
  }
  const a = turn();
  if (a && turnTile && cells.some((c) => same(c, turnTile.entry.at))) {
    for (const { part, figure } of edits.turnFigureParts()) {
      const d = a[part];
      if (d && typeof d === 'object' && (d.on || d.corner)) {
        const fig = { owner: state.model.current ?? players()[0], figure: figure ?? d.figure, on: d.on, corner: d.corner };
        figures.push([origin(turnTile.entry.at), turnTile.entry, fig, () => edits.dropDeployment(part)]);
      }
    }
  }
  const drawFigures = () => {
    for (const [at, entry, f, remove] of figures) {
      const g = figureMark(at, entry, f, S, 0.4);
      if (state.tool !== 'tile' && !coarse()) {
        g.classList.add('removable');
        g.addEventListener('click', (ev) => { ev.stopPropagation(); if (edits.editable()) remove(); });
      }
      layer.append(g);
    }
  };
  drawFigures();
  // A box's pieces on the squares in view, where the position puts them
  // (the dragon, the fairy).
  const shown = (at) => cells.some((c) => same(c, at));
  for (const b of BOXES) layer.append(...(b.tableMarks?.(state.model || {}, shown, origin, S) || []));
  if (state.selected && state.tool === 'tile' && cells.some((c) => same(c, state.selected))) {
    const [ox, oy] = origin(state.selected);
    layer.append(sv('rect', { x: ox + 3, y: oy + 3, width: S - 6, height: S - 6, class: 'selected' }));
  }
  const turning = turnTile && (!state.picked || (state.target === 'turn' && state.picked === turnTile.entry.tile));
  for (const c of cells) {
    const k = key(c);
    const t = tiles.get(k);
    const fit = state.tool === 'tile' && fits.has(k) && !(t && (!t.turn || turning));
    const classes = ['cell'];
    let name = L.squareEmpty(c.join(', '));
    if (fit) {
      classes.push('fit');
      name = L.squareFit(state.picked || turnTile?.entry.tile || '', c.join(', '));
    } else if (t) {
      classes.push('tile-hit');
      name = L.squareTile(t.entry.tile, c.join(', '), Number(t.entry.rotation) || 0, t.turn);
    }
    const [ox, oy] = origin(c);
    const r = sv('rect', {
      x: ox, y: oy, width: S, height: S, class: classes.join(' '),
      'data-x': c[0], 'data-y': c[1], role: 'button', 'aria-label': name, tabindex: same(c, state.cursor) ? '0' : '-1',
    });
    if (state.readOnly) r.setAttribute('aria-disabled', 'true');
    layer.append(r);
  }
  // With a mouse and tiles large enough, the figure tool puts its points
  // on the board itself; a finger (or a small tile) opens the tile large.
  if (state.tool === 'figure' && !coarse() && S * scale >= 70) {
    for (const c of cells) {
      const t = tiles.get(key(c));
      if (!t) continue;
      for (const s of spotsOf(t.entry, $('figure-kind').value)) {
        const [x, y] = spotXY(t.entry, s, 0.4);
        const [ox, oy] = origin(c);
        const spot = s.on || s.corner;
        const dot = sv('circle', {
          cx: ox + x * S, cy: oy + y * S, r: 4.5, class: 'spot', 'data-x': c[0], 'data-y': c[1], 'data-on': spot,
          'data-spot': `${key(c)}|${spot}`, role: 'button', tabindex: '-1', 'aria-label': L.spotLabel(spot),
        });
        dot.addEventListener('click', (ev) => { ev.stopPropagation(); edits.putFigure(t, s); });
        layer.append(dot);
      }
    }
    // Figures over the points, so that a click on one takes it off.
    drawFigures();
  }
  const old = $('board-view');
  if (old) old.replaceWith(layer); else svg.append(layer);
  if (hadFocus) {
    const spot = focusedSpot && svg.querySelector(`.spot[data-spot="${CSS.escape(focusedSpot)}"]`);
    (spot || cellAt(state.cursor))?.focus({ preventScroll: true });
  }
}

const cellAt = (c) => $('board').querySelector(`.cell[data-x="${c[0]}"][data-y="${c[1]}"]`);

// What a tap on a square does, by the tool: place the picked tile where it
// fits, turn a placed tile, take one off, or open it to put a figure on.
export function act(c) {
  const t = view?.tiles.get(key(c));
  state.cursor = c;
  if (state.tool === 'tile') {
    const turnTile = view.turnTile;
    const turning = turnTile && (!state.picked || (state.target === 'turn' && state.picked === turnTile.entry.tile));
    if (view.fits.has(key(c)) && !(t && (!t.turn || turning))) edits.placeAt(c);
    else if (t) edits.tapTile(t);
    else if (state.picked || turnTile) say(L.fitsNowhereHere(state.picked || turnTile.entry.tile, c.join(', ')));
  } else if (state.tool === 'erase') {
    if (t) edits.eraseTile(t);
  } else if (t) {
    openTile(t);
  }
}

function move(dx, dy) {
  const { cols, rows } = view;
  const [x, y] = state.cursor;
  const ci = cols.values.indexOf(x);
  const ri = rows.values.indexOf(-y);
  const nx = cols.values[Math.min(cols.values.length - 1, Math.max(0, ci + dx))];
  const ny = -rows.values[Math.min(rows.values.length - 1, Math.max(0, ri + dy))];
  state.cursor = [nx, ny];
  reveal(state.cursor);
  drawView();
  cellAt(state.cursor)?.focus({ preventScroll: true });
}

// Scrolls the panel so that a square is in view.
function reveal([x, y]) {
  const wrap = $('board-wrap');
  const { S, cols, rows, scale } = view;
  const [offX, offY] = offset();
  const px = (cols.at.get(x) + M) * scale + offX;
  const py = (rows.at.get(-y) + M) * scale + offY;
  const side = S * scale;
  if (px < wrap.scrollLeft) wrap.scrollLeft = px - side / 2;
  else if (px + side > wrap.scrollLeft + wrap.clientWidth) wrap.scrollLeft = px + side * 1.5 - wrap.clientWidth;
  if (py < wrap.scrollTop) wrap.scrollTop = py - side / 2;
  else if (py + side > wrap.scrollTop + wrap.clientHeight) wrap.scrollTop = py + side * 1.5 - wrap.clientHeight;
}

const KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function wireBoard() {
  const svg = $('board');
  svg.addEventListener('click', (ev) => {
    const cell = ev.target.closest('.cell');
    if (cell) act([Number(cell.dataset.x), Number(cell.dataset.y)]);
  });
  svg.addEventListener('keydown', (ev) => {
    if (!view) return;
    if (KEYS[ev.key]) {
      ev.preventDefault();
      move(...KEYS[ev.key]);
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      const spot = ev.target.closest('.spot');
      ev.preventDefault();
      if (spot) spot.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      else act(state.cursor);
    } else if (ev.key === 'Delete' || ev.key === 'Backspace') {
      const t = view.tiles.get(key(state.cursor));
      ev.preventDefault();
      if (t) edits.eraseTile(t);
    }
  });
  // A square the keyboard reaches by Tab becomes the cursor.
  svg.addEventListener('focusin', (ev) => {
    const cell = ev.target.closest('.cell');
    if (cell) state.cursor = [Number(cell.dataset.x), Number(cell.dataset.y)];
  });
  let frame = 0;
  $('board-wrap').addEventListener('scroll', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(drawView);
  }, { passive: true });
}

export const boardTileCount = () => board().length;
