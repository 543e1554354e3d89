// Sieges on the page: a knight's escape from a besieged city. The last
// ruling offers the player's knights that could leave, each a chip; one
// chosen stays listed, pressed. The escape's owner is renamed with the
// player.

import { same } from '../dom.js';
import { L, word } from '../labels.js';
import { state } from '../store.js';
import { chip, group } from '../chips.js';
import { renameOwner, setTurnPart } from '../edits.js';

const escapeWords = (e) => word('page-escape-chip', { at: (e.at || []).join(', '), on: e.on, figure: e.figure || 'none' });

function escapeChoice(body, t) {
  const offered = (state.result?.ruling?.offers || []).filter((o) => o.kind === 'escape');
  const options = offered.map((o) => (o.figure ? { at: o.at, on: o.on, figure: o.figure } : { at: o.at, on: o.on }));
  if (t.escape && !options.some((o) => same(o, t.escape))) options.push(t.escape);
  if (options.length === 0) return;
  group(body, 'escape', word('page-escape-group'), [
    chip(L.none, t.escape === undefined, () => setTurnPart('escape', null)),
    ...options.map((o) => chip(escapeWords(o), same(o, t.escape), () => setTurnPart('escape', o))),
  ]);
}

export default {
  turnChoices({ body, t }) {
    escapeChoice(body, t);
  },
  rename(m, t, names) {
    renameOwner(t?.escape, names);
  },
};
