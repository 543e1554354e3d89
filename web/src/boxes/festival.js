// The Festival on the page: a figure taken back at a festival, in a
// deployment's words, and its owner renamed with the player.

import { word } from '../labels.js';
import { renameOwner } from '../edits.js';

export default {
  deployWords: (d) => (d.festival ? word('page-festival-chip', { at: d.festival.at.join(', '), on: d.festival.on || d.festival.corner, figure: d.festival.figure || 'none' }) : undefined),
  rename(m, t, names) {
    renameOwner(t?.deploy?.festival, names);
  },
};
