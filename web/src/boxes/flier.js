// The Flier on the page: where a flight takes the figure, with its roll,
// in a deployment's words.

import { word } from '../labels.js';

export default {
  where(d) {
    if (!d.fly) return undefined;
    if (d.fly.roll) return d.fly.on ? word('page-flies-roll-to', { roll: d.fly.roll, on: d.fly.on }) : word('page-flies-roll-nowhere', { roll: d.fly.roll });
    return d.fly.on ? word('page-flies-to', { on: d.fly.on }) : word('page-flies-nowhere');
  },
};
