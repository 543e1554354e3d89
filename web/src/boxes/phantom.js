// The phantom on the page: its letter, the turn's phantom (a part of the
// turn of its own, drawn on the turn's tile and put there by the figure
// tool), and a chip for each place the move list offers it.

import { word } from '../labels.js';

export default {
  looks: { phantom: { letter: 'P' } },
  turnFigure: { part: 'phantom', figure: 'phantom' },
  turnChoices({ choose, distinct, where }) {
    choose(word('page-phantom'), 'phantom', distinct('phantom'), (d) => word('page-phantom-where', { where: where(d) }));
  },
};
