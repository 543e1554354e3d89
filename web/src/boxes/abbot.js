// The abbot on the page: its letter, and the abbot taken back from the
// table, a deployment of its own.

import { word } from '../labels.js';

export default {
  looks: { abbot: { letter: 'A' } },
  deployWords: (d) => (d.abbot ? word('page-abbot-back', { at: d.at }) : undefined),
};
