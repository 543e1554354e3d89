// Abbey & Mayor on the page: the mayor's and the wagon's letters, the barn
// (a square, on a tile's corners), the wagon rule among the rules and
// players, and where each freed wagon may go, a chip each.

import { $, same } from '../dom.js';
import { word } from '../labels.js';
import { state, turn } from '../store.js';
import { chip, group } from '../chips.js';
import { CORNERS } from '../figures.js';
import { edit, renameOwner } from '../edits.js';

function setWagonMove(nearby) {
  edit((m) => {
    if (nearby) m.variants = { 'wagon-move': 'nearby' };
    else delete m.variants;
  });
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
    const chips = [chip(word('page-to-supply'), !mine || mine.to === 'supply', () => set(null))];
    for (const o of e.options || []) {
      const to = { at: o.at, on: o.on };
      chips.push(chip(`${o.kind} [${o.at.join(', ')}] ${o.on}`, !!mine && same(mine.to, to), () => set(to)));
    }
    group(body, 'wagons', word('page-freed-wagon', { player: e.player }), chips);
  }
}

export default {
  looks: { mayor: { letter: 'M' }, wagon: { letter: 'W' }, barn: { letter: 'b', square: true } },
  ownSpots: (kind) => (kind === 'barn' ? Object.keys(CORNERS).map((corner) => ({ corner })) : undefined),
  setup(inPlay) {
    $('wagon-move-row').hidden = !inPlay.has('abbey-mayor');
    $('wagon-move').value = state.model?.variants?.['wagon-move'] === 'nearby' ? 'nearby' : '';
  },
  wire() {
    $('wagon-move').addEventListener('change', () => setWagonMove(!!$('wagon-move').value));
  },
  rulesLeft(m, inPlay) {
    if (!inPlay.has('abbey-mayor') && m.variants) delete m.variants;
  },
  turnChoices({ body, t }) {
    wagonChoices(body, t);
  },
  rename(m, t, names) {
    for (const w of Array.isArray(t?.wagons) ? t.wagons : []) renameOwner(w, names);
  },
};
