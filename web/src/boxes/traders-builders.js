// Traders & Builders on the page: the goods a ruling gives, and the goods
// each player holds renamed with the player. (The builder and the pig have
// modules of their own.)

import { el } from '../dom.js';
import { word } from '../labels.js';
import { isTree } from '../store.js';
import { renameKeys } from '../edits.js';

export default {
  ruling(box, r, byTurn) {
    const goods = Object.entries(r.goods || {}).sort(byTurn);
    if (!goods.length) return;
    // In the box's own order, as carc lists them (the JSON's keys come sorted by name).
    const order = (good) => ['wine', 'grain', 'cloth'].indexOf(good);
    const inOrder = (g) => Object.entries(g).sort(([a], [b]) => order(a) - order(b));
    const held = ([p, g]) => `${p}: ${inOrder(g).map(([good, count]) => word('goods-count', { good, count })).join(', ')}`;
    box.append(el('p', { class: 'goods', id: 'goods' }, `${word('page-goods-taken')}${goods.map(held).join('; ')}`));
  },
  rename(m, t, names) {
    if (isTree(m.goods)) m.goods = renameKeys(m.goods, names);
    if (isTree(m.expect?.goods)) m.expect.goods = renameKeys(m.expect.goods, names);
  },
};
