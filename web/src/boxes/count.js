// The Count of Carcassonne on the page: the City of Carcassonne's choices
// in the action panel, the figures the last ruling says could leave a
// quarter for a feature that scored, the figure the player could put into
// the City and where, and the count's move once a figure has entered. Each
// one taken stays listed, pressed, until it is left again.

import { same } from '../dom.js';
import { chip, group } from '../chips.js';
import { L, word } from '../labels.js';
import { state, turn } from '../store.js';
import { edit, setTurnPart } from '../edits.js';

const offers = (kind) => (state.result?.ruling?.offers || []).filter((o) => o.kind === kind);
const QUARTERS = ['castle', 'market', 'blacksmith', 'cathedral'];

// A figure leaving a quarter, as `leave-city` names it.
const leaving = (o) => {
  const l = { owner: o.player, quarter: o.quarter, to: { at: o.at, on: o.on } };
  if (o.figure && o.figure !== 'follower') l.figure = o.figure;
  return l;
};

export default {
  turnChoices({ body, t }) {
    leaveChoices(body, t);
    enterChoice(body, t);
  },
};

function leaveChoices(body, t) {
  const taken = Array.isArray(t['leave-city']) ? t['leave-city'] : [];
  const options = offers('leave-city').map(leaving);
  for (const l of taken) if (!options.some((o) => same(o, l))) options.push(l);
  const seen = [];
  for (const o of options) {
    if (seen.some((s) => same(s, o))) continue;
    seen.push(o);
    const on = taken.some((l) => same(l, o));
    const set = (keep) => edit(() => {
      const a = turn();
      const rest = (Array.isArray(a['leave-city']) ? a['leave-city'] : []).filter((l) => !same(l, o));
      if (keep) rest.push(o);
      if (rest.length) a['leave-city'] = rest; else delete a['leave-city'];
    });
    group(body, 'leave-city', word('page-leave-city-group', { player: o.owner, quarter: o.quarter }), [
      chip(L.none, !on, () => set(false)),
      chip(word('page-leave-city-chip', { at: o.to.at.join(', '), on: o.to.on, figure: o.figure || 'follower' }), on, () => set(true)),
    ]);
  }
}

function enterChoice(body, t) {
  const options = [];
  for (const o of offers('enter-city')) {
    for (const q of QUARTERS) options.push({ figure: 'follower', quarter: q, player: o.player });
  }
  const chosen = t['enter-city'];
  if (chosen && !options.some((o) => o.figure === chosen.figure && o.quarter === chosen.quarter)) {
    options.push({ ...chosen });
  }
  if (options.length === 0) return;
  group(body, 'enter-city', word('page-enter-city-group'), [
    chip(L.none, chosen === undefined, () => setTurnPart('enter-city', null)),
    ...options.map((o) => {
      const value = { figure: o.figure, quarter: o.quarter };
      return chip(word('page-enter-city-chip', { figure: o.figure, quarter: o.quarter }), same(value, chosen), () => setTurnPart('enter-city', value));
    }),
  ]);
  if (chosen === undefined) return;
  const count = t['move-count'];
  group(body, 'move-count', word('page-move-count-group'), [
    chip(L.leaveIt, count === undefined, () => setTurnPart('move-count', null)),
    ...QUARTERS.map((q) => chip(word('page-quarter', { quarter: q }), count === q, () => setTurnPart('move-count', q))),
  ]);
}
