// Where figures stand on a tile and how they are drawn: the twelve edge
// points, the features in a tile's middle, and the corners; a box's own
// spots (a tower's top) and its figures' letters and shapes are its
// module's (boxes/).

import { sv } from './dom.js';
import { L } from './labels.js';
import { tileOf } from './store.js';
import { BOXES, asked } from './boxes/list.js';

export const POINTS = ['NNW', 'N', 'NNE', 'ENE', 'E', 'ESE', 'SSE', 'S', 'SSW', 'WSW', 'W', 'WNW'];
export const CORNERS = { NE: [1, 0], SE: [1, 1], SW: [0, 1], NW: [0, 0] };
const COLOURS = { red: '#d62828', blue: '#1d4ed8', green: '#15803d', yellow: '#eab308', black: '#111111', gray: '#6b7280', grey: '#6b7280' };

// How a kind of figure is drawn, as its box says: {letter, r, square}; a
// plain follower is an unmarked disc.
const look = (kind) => BOXES.map((b) => b.looks?.[kind]).find(Boolean) || {};

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
  const own = asked('spotXY', f);
  if (own) return own;
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

// The spots a figure of `kind` may be put on: its box's own (the barn's
// corners), else the edge points, the middles and the spots boxes add (a
// tower's top).
export function spotsOf(entry, kind) {
  const tile = tileOf(entry.tile);
  if (!tile) return [];
  const own = asked('ownSpots', kind);
  if (own) return own;
  const more = BOXES.flatMap((b) => b.moreSpots?.(tile, kind) || []);
  return [...POINTS.map((on) => ({ on })), ...tile.features.filter((f) => f.points.length === 0).map((f) => ({ on: f.name })), ...more];
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
  const { letter, r = 6.5, square } = look(f.figure);
  if (square) g.append(sv('rect', { x: cx - 6, y: cy - 6, width: 12, height: 12, fill: c, stroke: '#fff', 'stroke-width': 1.5 }));
  else g.append(sv('circle', { cx, cy, r, fill: c, stroke: '#fff', 'stroke-width': 1.5 }));
  if (letter) {
    const t = sv('text', { x: cx, y: cy + 3, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 'bold', fill: '#fff', 'aria-hidden': 'true' });
    t.textContent = letter;
    g.append(t);
  }
  return g;
}
