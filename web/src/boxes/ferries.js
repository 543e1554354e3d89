// The Ferries on the page: where each lake on the table has its ferry
// (part of the position), the new lake's ferry and the ferries the placed
// tile lets the player move, each a chip; a lake tile laid or turned gets
// a ferry between two of its road ends.

import { isXY, same } from '../dom.js';
import { L, word } from '../labels.js';
import { board, rulesInPlay, tileOf, turn } from '../store.js';
import { chip, group } from '../chips.js';
import { edit } from '../edits.js';
import { rotatePoint } from '../figures.js';

// The road ends of a lake tile as it lies, which a ferry may join.
function lakeEnds(entry) {
  const tile = tileOf(entry.tile);
  if (!tile) return [];
  return tile.features.filter((f) => f.kind === 'road' && /lake/.test(f.road_end || ''))
    .flatMap((f) => f.points.map((p) => rotatePoint(p, Number(entry.rotation) || 0)));
}

const joins = (pair) => word('page-joins', { pair });

const setTableFerry = (index, pair) => edit((m) => { m.board[index].ferry = pair; });

// Where each lake on the table has its ferry: part of the position.
function tableFerries(body) {
  if (!rulesInPlay().has('ferries')) return;
  board().forEach((entry, index) => {
    if (!entry || !isXY(entry.at) || !tileOf(entry.tile)?.lake) return;
    const ends = lakeEnds(entry);
    const chips = [];
    ends.forEach((a, i) => ends.slice(i + 1).forEach((b) => {
      const pair = [a, b];
      chips.push(chip(joins(`${a}–${b}`), same(entry.ferry, pair) || same(entry.ferry, [b, a]), () => setTableFerry(index, pair)));
    }));
    group(body, 'table-ferry', word('page-table-ferry', { at: entry.at.join(', ') }), chips);
  });
}

function ferryChoice(body, t, lake) {
  const entry = board().find((e) => e && same(e.at, lake));
  if (!entry) return;
  const ends = lakeEnds(entry);
  const pairs = [];
  ends.forEach((a, i) => ends.slice(i + 1).forEach((b) => pairs.push([a, b])));
  const moves = Array.isArray(t.move_ferries) ? t.move_ferries : [];
  const current = moves.find((m) => m && same(m.at, lake));
  const set = (to) => edit(() => {
    const a = turn();
    const rest = (Array.isArray(a.move_ferries) ? a.move_ferries : []).filter((m) => !(m && same(m.at, lake)));
    if (to) rest.push({ at: lake, to });
    if (rest.length) a.move_ferries = rest; else delete a.move_ferries;
  });
  const chips = [chip(L.leaveIt, !current, () => set(null))];
  for (const p of pairs) {
    if (same(p, entry.ferry) || same([p[1], p[0]], entry.ferry)) continue;
    chips.push(chip(p.join('–'), !!current && same(current.to, p), () => set(p)));
  }
  group(body, 'move_ferries', word('page-move-ferry', { at: lake.join(', '), now: (entry.ferry || []).join('–') }), chips);
}

export default {
  // The turn's tile laid or turned: a lake's ferry as the move list offers
  // it first (the old one named the tile's points as it lay).
  turnLaid(a, fit) {
    delete a.ferry;
    const ferry = fit?.actions?.find((x) => x.ferry)?.ferry;
    if (ferry) a.ferry = ferry;
  },
  // A lake tile laid on the table gets a ferry, turned it keeps one.
  tablePlaced(entry) {
    if (!tileOf(entry.tile)?.lake || !rulesInPlay().has('ferries')) return;
    const ends = lakeEnds(entry);
    if (ends.length >= 2) entry.ferry = ends.slice(0, 2);
  },
  tableTurned(entry) {
    if (Array.isArray(entry.ferry)) entry.ferry = lakeEnds(entry).slice(0, 2);
  },
  tableChoices: tableFerries,
  turnChoices({ body, t, place, here, choose, distinct }) {
    if (tileOf(place.tile)?.lake) choose(word('page-new-ferry'), 'ferry', distinct('ferry'), (f) => joins(f.join('–')));
    for (const lake of here ? here.movable_ferries : []) ferryChoice(body, t, lake);
  },
};
