// Castles on the page: the small cities the turn completed that the last
// ruling offers as castles, each a chip; one taken stays listed, pressed,
// until it is left again. A castle's owner is renamed with the player.

import { isXY, same } from '../dom.js';
import { L, word } from '../labels.js';
import { state, turn } from '../store.js';
import { chip, group } from '../chips.js';
import { edit, renameOwner } from '../edits.js';

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
    group(body, 'castles', word('page-castle-group', { player: city.player || 'none', at: city.at.join(', ') }), [
      chip(L.none, !taken, () => set(false)),
      chip(word('page-castle-chip', { at: city.at.join(', '), on: city.on }), taken, () => set(true)),
    ]);
  }
}

export default {
  turnChoices({ body, t }) {
    castleChoices(body, t);
  },
  rename(m, t, names) {
    for (const c of [...(Array.isArray(m.castles) ? m.castles : []), ...(Array.isArray(m.expect?.castles) ? m.expect.castles : [])]) renameOwner(c, names);
  },
};
