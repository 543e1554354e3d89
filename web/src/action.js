// The action panel under the board: the turn's legal deployments (from
// the move generator), the phantom, ferries, and where each freed wagon may
// go, each a tap away; or final scoring instead of a turn.

import { $, el, isXY, same } from './dom.js';
import { chip, group } from './chips.js';
import { L } from './labels.js';
import { board, rulesInPlay, state, tileOf, turn } from './store.js';
import { edit, lakeEnds, setTableFerry, setTurnPart } from './edits.js';
import { cityChoices } from './city.js';

export function renderAction() {
  const body = $('action-body');
  body.replaceChildren();
  const a = state.model?.action;
  $('final').checked = a === 'final-scoring';
  tableFerries(body);
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
  choose(L.deployment, 'deploy', distinct('deploy'), (d) => (d.abbot ? L.abbotBack(d.at) : L.deployChip(d)));
  choose(L.phantom, 'phantom', distinct('phantom'), (d) => L.phantomWhere(L.where(d)));
  choose(L.dragonPath, 'dragon', distinct('dragon'), (p) => L.dragonChip(p));
  if (tileOf(place.tile)?.lake) choose(L.newFerry, 'ferry', distinct('ferry'), (f) => L.joins(f.join('–')));
  for (const lake of here ? here.movable_ferries : []) ferryChoice(body, t, lake);
  wagonChoices(body, t);
  castleChoices(body, t);
  escapeChoice(body, t);
  cityChoices(body, t);
}

// Where each lake on the table has its ferry: part of the position.
function tableFerries(body) {
  if (!rulesInPlay().has('ferries')) return;
  board().forEach((entry, index) => {
    if (!entry || !isXY(entry.at) || !tileOf(entry.tile)?.lake) return;
    const ends = lakeEnds(entry);
    const chips = [];
    ends.forEach((a, i) => ends.slice(i + 1).forEach((b) => {
      const pair = [a, b];
      chips.push(chip(L.joins(`${a}–${b}`), same(entry.ferry, pair) || same(entry.ferry, [b, a]), () => setTableFerry(index, pair)));
    }));
    group(body, 'table-ferry', L.tableFerry(entry.at.join(', ')), chips);
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
  group(body, 'move_ferries', L.moveFerry(lake.join(', '), (entry.ferry || []).join('–')), chips);
}

// Small cities the turn completed: the last ruling offers those that could
// become castles; one taken stays listed, pressed, until it is left again.
function castleChoices(body, t) {
  const offered = (state.result?.ruling?.offers || []).filter((o) => o.kind === 'castle');
  const built = Array.isArray(t.castles) ? t.castles : [];
  const cities = [...built.filter((c) => c && isXY(c.at)).map((c) => ({ at: c.at, on: c.on })), ...offered.map((o) => ({ at: o.at, on: o.on, player: o.player }))];
  const seen = [];
  for (const city of cities) {
    if (seen.some((s) => same(s.at, city.at) && s.on === city.on)) continue;
    seen.push(city);
    const taken = built.some((c) => c && same(c.at, city.at) && c.on === city.on);
    const set = (on) => edit(() => {
      const a = turn();
      const rest = (Array.isArray(a.castles) ? a.castles : []).filter((c) => !(c && same(c.at, city.at) && c.on === city.on));
      if (on) rest.push({ at: city.at, on: city.on });
      if (rest.length) a.castles = rest; else delete a.castles;
    });
    group(body, 'castles', L.castleGroup(city.player, city.at.join(', ')), [
      chip(L.none, !taken, () => set(false)),
      chip(L.castleChip(city.at.join(', '), city.on), taken, () => set(true)),
    ]);
  }
}

// A knight's escape from a besieged city: the last ruling offers the
// player's knights that could leave; one chosen stays listed, pressed.
function escapeChoice(body, t) {
  const offered = (state.result?.ruling?.offers || []).filter((o) => o.kind === 'escape');
  const options = offered.map((o) => (o.figure ? { at: o.at, on: o.on, figure: o.figure } : { at: o.at, on: o.on }));
  if (t.escape && !options.some((o) => same(o, t.escape))) options.push(t.escape);
  if (options.length === 0) return;
  group(body, 'escape', L.escapeGroup, [
    chip(L.none, t.escape === undefined, () => setTurnPart('escape', null)),
    ...options.map((o) => chip(L.escapeChip(o), same(o, t.escape), () => setTurnPart('escape', o))),
  ]);
}

// Freed wagons: the last ruling says which were freed and where each could go.
function wagonChoices(body, t) {
  const events = state.result?.ruling?.events || [];
  const wagons = Array.isArray(t.wagons) ? t.wagons : [];
  for (const e of events.filter((x) => x.kind === 'wagon')) {
    const mine = wagons.find((w) => w && w.owner === e.player);
    const set = (to) => edit(() => {
      const a = turn();
      const rest = (Array.isArray(a.wagons) ? a.wagons : []).filter((w) => !(w && w.owner === e.player));
      if (to) rest.push({ owner: e.player, to });
      if (rest.length) a.wagons = rest; else delete a.wagons;
    });
    const chips = [chip(L.toSupply, !mine || mine.to === 'supply', () => set(null))];
    for (const o of e.options || []) {
      const to = { at: o.at, on: o.on };
      chips.push(chip(`${o.kind} [${o.at.join(', ')}] ${o.on}`, !!mine && same(mine.to, to), () => set(to)));
    }
    group(body, 'wagons', L.freedWagon(e.player), chips);
  }
}
