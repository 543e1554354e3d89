// The Tower on the page: a follower on top of a tile's tower (a spot of
// its own, where `carc show` draws the foundation), the floors written on
// the tower, floors, captures and tower tops in a deployment's words, the
// prisoners a ruling leaves, and the ransom, captures and prisoners
// renamed with the player.

import { el, sv } from '../dom.js';
import { word } from '../labels.js';
import { isTree } from '../store.js';
import { renameKeys, renameOwner } from '../edits.js';

// Where a tile's tower foundation is drawn, as `carc show` draws it.
const TOWER = [0.62, 0.62];

// The floors of a tile's tower, written on it (the tile's picture draws
// the foundation).
function towerMark([ox, oy], floors, S) {
  const [x, y] = TOWER;
  const t = sv('text', { x: ox + x * S, y: oy + y * S - 9, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 'bold', class: 'tower-floors' });
  t.textContent = String(floors);
  const title = sv('title');
  title.textContent = word('page-tower-floors', { floors });
  t.append(title);
  return t;
}

function floorWords(d) {
  const parts = [word('page-floor-chip', { at: d.floor.join(', ') })];
  if (d.capture) {
    const c = d.capture;
    parts.push(word('page-capture-chip', { at: c.at.join(', '), on: c.on || c.corner, owner: c.owner || 'none', figure: c.figure || 'none' }));
  }
  if (d.exchange) parts.push(word('page-exchange-chip', { figure: d.exchange }));
  return parts.join(', ');
}

// Prisoners are kept by holder, each naming its owner: both follow a
// renaming.
function renamePrisoners(m, names) {
  if (!isTree(m.prisoners)) return;
  m.prisoners = renameKeys(m.prisoners, names);
  for (const held of Object.values(m.prisoners)) {
    for (const c of Array.isArray(held) ? held : []) renameOwner(c, names);
  }
}

export default {
  moreSpots: (tile, kind) => (tile.tower && ['follower', 'big-follower'].includes(kind) ? [{ on: 'tower' }] : undefined),
  spotXY: (f) => (f.on === 'tower' ? TOWER : undefined),
  tileMark: (origin, entry, S) => (Number(entry.tower) > 0 ? towerMark(origin, Number(entry.tower), S) : undefined),
  deployWords(d) {
    if (d.floor) return floorWords(d);
    if (d.tower) return word('page-tower-top-chip', { figure: d.figure, at: d.tower.join(', ') });
    return undefined;
  },
  ruling(box, r, byTurn) {
    const held = Object.entries(r.prisoners || {}).sort(byTurn);
    if (!held.length) return;
    const list = ([p, figs]) => `${p}: ${figs.map((o) => `${o.player} ${o.figure}`).join(', ')}`;
    box.append(el('p', { class: 'prisoners', id: 'prisoners' }, `${word('page-prisoners')}${held.map(list).join('; ')}`));
  },
  rename(m, t, names) {
    if (isTree(t?.ransom) && names.has(t.ransom.from)) t.ransom.from = names.get(t.ransom.from);
    renameOwner(t?.deploy?.capture, names);
    renamePrisoners(m, names);
    if (isTree(m.expect)) renamePrisoners(m.expect, names);
  },
};
