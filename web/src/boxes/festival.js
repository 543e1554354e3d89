// The Festival on the page: a figure taken back at a festival, in a
// deployment's words, and its owner renamed with the player.

import { word } from '../labels.js';
import { renameOwner } from '../edits.js';

// A festival names a figure where it stands, or (`held-by`) one of the
// player's followers held prisoner, which the judge refuses.
function deployWords(d) {
  const f = d.festival;
  if (!f) return undefined;
  if (f['held-by'] !== undefined) return word('page-festival-prisoner-chip', { holder: f['held-by'], figure: f.figure || 'follower' });
  return word('page-festival-chip', { at: (f.at || []).join(', '), on: f.on || f.corner, figure: f.figure || 'none' });
}

export default {
  deployWords,
  rename(m, t, names) {
    const f = t?.deploy?.festival;
    renameOwner(f, names);
    if (f && names.has(f['held-by'])) f['held-by'] = names.get(f['held-by']);
  },
};
