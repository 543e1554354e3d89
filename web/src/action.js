// The action panel under the board: the turn's legal deployments (from
// the move generator), each a tap away, then each box's choices (its
// module in boxes/: the phantom, the dragon's path, ferries, freed wagons,
// castles, a knight's escape, the City); or final scoring instead of a
// turn.

import { $, el, isXY, same } from './dom.js';
import { chip, group } from './chips.js';
import { L, word } from './labels.js';
import { state, turn } from './store.js';
import { setTurnPart } from './edits.js';
import { BOXES, asked } from './boxes/list.js';

// Where a deployment's figure goes, in words: as its box says (a flight),
// else a corner or a point.
const where = (d) => asked('where', d) ?? (d.corner ? word('page-at-corner', { corner: d.corner }) : word('page-on-point', { point: d.on }));

// A deployment in words: as its box says (the abbot taken back, a tower's
// floor), else the figure and where it goes.
const deployWords = (d) => asked('deployWords', d) ?? word('page-deploy-chip', { figure: d.figure, where: where(d) });

export function renderAction() {
  const body = $('action-body');
  body.replaceChildren();
  const a = state.model?.action;
  $('final').checked = a === 'final-scoring';
  for (const b of BOXES) b.tableChoices?.(body);
  const t = turn();
  if (!t) return;
  const place = t.place || {};
  body.append(el('p', {}, isXY(place.at) ? L.turnLine(place.tile, place.at.join(', '), Number(place.rotation) || 0) : L.noTileYet));
  const here = (state.turnFits || []).find((f) => same(f.at, place.at) && f.rotation === (Number(place.rotation) || 0));
  if (isXY(place.at) && !here && state.turnFits) body.append(el('p', { class: 'hint' }, L.doesNotFit));
  const actions = here ? here.actions : [];
  const distinct = (k) => {
    const out = [];
    for (const x of actions) if (x[k] !== undefined && !out.some((y) => same(y, x[k]))) out.push(x[k]);
    return out;
  };
  const choose = (label, part, options, describe) => {
    if (options.length === 0 && t[part] === undefined) return;
    const all = [...options];
    if (t[part] !== undefined && !all.some((o) => same(o, t[part]))) all.push(t[part]);
    group(body, part, label, [
      chip(L.none, t[part] === undefined, () => setTurnPart(part, null)),
      ...all.map((o) => chip(describe(o), same(o, t[part]), () => setTurnPart(part, o))),
    ]);
  };
  choose(L.deployment, 'deploy', distinct('deploy'), deployWords);
  const c = { body, t, place, here, choose, distinct, where };
  for (const b of BOXES) b.turnChoices?.(c);
}
