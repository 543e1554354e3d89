// Where figures stand on a tile and how they are drawn: the twelve edge
// points, the features in a tile's middle, and the corners a barn takes.

import { sv } from './dom.js';
import { L } from './labels.js';
import { tileOf } from './store.js';

export const POINTS = ['NNW', 'N', 'NNE', 'ENE', 'E', 'ESE', 'SSE', 'S', 'SSW', 'WSW', 'W', 'WNW'];
export const CORNERS = { NE: [1, 0], SE: [1, 1], SW: [0, 1], NW: [0, 0] };
// Where a tile's tower foundation is drawn, as `carc show` draws it.
export const TOWER = [0.62, 0.62];
const COLOURS = { red: '#d62828', blue: '#1d4ed8', green: '#15803d', yellow: '#eab308', black: '#111111', gray: '#6b7280', grey: '#6b7280' };
const LETTERS = { follower: '', 'big-follower': 'B', mayor: 'M', wagon: 'W', barn: 'b', abbot: 'A', phantom: 'P', builder: 'U', pig: 'p' };

// The dragon or the fairy on a tile, as `carc show` draws them.
export function beastMark([ox, oy], which, S) {
  const dragon = which === 'dragon';
  const [x, y] = dragon ? [0.5, 0.5] : [0.78, 0.22];
  const g = sv('g', { class: which });
  const title = sv('title');
  title.textContent = dragon ? L.dragonTitle : L.fairyTitle;
  g.append(title);
  g.append(sv('circle', { cx: ox + x * S, cy: oy + y * S, r: dragon ? 9 : 7, fill: dragon ? '#b91c1c' : '#fde047', stroke: dragon ? '#fff' : '#a16207', 'stroke-width': 1.5 }));
  const t = sv('text', { x: ox + x * S, y: oy + y * S + 3, 'text-anchor': 'middle', 'font-size': dragon ? 10 : 8, 'font-weight': 'bold', fill: dragon ? '#fff' : '#713f12', 'aria-hidden': 'true' });
  t.textContent = dragon ? 'D' : 'F';
  g.append(t);
  return g;
}

// The floors of a tile's tower, written on it (the tile's picture draws
// the foundation).
export function towerMark([ox, oy], floors, S) {
  const [x, y] = TOWER;
  const t = sv('text', { x: ox + x * S, y: oy + y * S - 9, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 'bold', class: 'tower-floors' });
  t.textContent = String(floors);
  const title = sv('title');
  title.textContent = L.towerFloors(floors);
  t.append(title);
  return t;
}

export const colour = (player) => COLOURS[player] || '#9333ea';

export const rotatePoint = (name, degrees) => {
  const i = POINTS.indexOf(name);
  return i < 0 ? name : POINTS[(i + 3 * ((degrees / 90) | 0)) % 12];
};

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

// A spot's place on the tile, 0 to 1 across; `by` pulls the edge points
// towards the middle (less in the large view, where each needs room for a
// fingertip).
export function spotXY(entry, f, by) {
  const tile = tileOf(entry.tile);
  if (f.on === 'tower') return TOWER;
  if (f.corner && CORNERS[f.corner]) {
    const [cx, cy] = CORNERS[f.corner];
    return [0.1 + cx * 0.8, 0.1 + cy * 0.8];
  }
  const i = POINTS.indexOf(f.on);
  if (i >= 0) return inward(pointXY(i), by);
  const centres = tile ? tile.features.filter((x) => x.points.length === 0).map((x) => x.name) : [];
  const n = Math.max(centres.indexOf(f.on), 0);
  return [0.5 + (n - (centres.length - 1) / 2) * 0.22, 0.5];
}

// The spots a figure of `kind` may be put on.
export function spotsOf(entry, kind) {
  const tile = tileOf(entry.tile);
  if (!tile) return [];
  if (kind === 'barn') return Object.keys(CORNERS).map((corner) => ({ corner }));
  const tower = tile.tower && ['follower', 'big-follower'].includes(kind) ? [{ on: 'tower' }] : [];
  return [...POINTS.map((on) => ({ on })), ...tile.features.filter((f) => f.points.length === 0).map((f) => ({ on: f.name })), ...tower];
}

// A figure drawn at its spot of a tile whose north-west corner is `[ox, oy]`.
export function figureMark([ox, oy], entry, f, S, by) {
  const [x, y] = spotXY(entry, f, by);
  const cx = ox + x * S;
  const cy = oy + y * S;
  const c = colour(String(f.owner));
  const g = sv('g', { class: 'figure', 'data-owner': String(f.owner), 'data-figure': String(f.figure) });
  const title = sv('title');
  title.textContent = L.figureTitle(f.owner, f.figure, f.on || f.corner);
  g.append(title);
  if (f.figure === 'barn') g.append(sv('rect', { x: cx - 6, y: cy - 6, width: 12, height: 12, fill: c, stroke: '#fff', 'stroke-width': 1.5 }));
  else g.append(sv('circle', { cx, cy, r: f.figure === 'big-follower' ? 8.5 : 6.5, fill: c, stroke: '#fff', 'stroke-width': 1.5 }));
  const letter = LETTERS[f.figure];
  if (letter) {
    const t = sv('text', { x: cx, y: cy + 3, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 'bold', fill: '#fff', 'aria-hidden': 'true' });
    t.textContent = letter;
    g.append(t);
  }
  return g;
}
