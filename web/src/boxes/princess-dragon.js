// The Princess & the Dragon on the page: the dragon and the fairy where the
// position puts them, as `carc show` draws them; the fairy's, a princess's
// and a portal's deployments in words; the dragon's path, a chip for each
// the move list offers; and the fairy's owners renamed with the player.

import { isXY, sv } from '../dom.js';
import { word } from '../labels.js';
import { renameOwner } from '../edits.js';

// The dragon or the fairy on a tile, as `carc show` draws them.
function beastMark([ox, oy], which, S) {
  const dragon = which === 'dragon';
  const [x, y] = dragon ? [0.5, 0.5] : [0.78, 0.22];
  const g = sv('g', { class: which });
  const title = sv('title');
  title.textContent = dragon ? word('page-dragon') : word('page-fairy');
  g.append(title);
  g.append(sv('circle', { cx: ox + x * S, cy: oy + y * S, r: dragon ? 9 : 7, fill: dragon ? '#b91c1c' : '#fde047', stroke: dragon ? '#fff' : '#a16207', 'stroke-width': 1.5 }));
  const t = sv('text', { x: ox + x * S, y: oy + y * S + 3, 'text-anchor': 'middle', 'font-size': dragon ? 10 : 8, 'font-weight': 'bold', fill: dragon ? '#fff' : '#713f12', 'aria-hidden': 'true' });
  t.textContent = dragon ? 'D' : 'F';
  g.append(t);
  return g;
}

export default {
  tableMarks(m, shown, origin, S) {
    const out = [];
    if (isXY(m.dragon) && shown(m.dragon)) out.push(beastMark(origin(m.dragon), 'dragon', S));
    if (m.fairy && isXY(m.fairy.at) && shown(m.fairy.at)) out.push(beastMark(origin(m.fairy.at), 'fairy', S));
    return out;
  },
  deployWords(d) {
    if (d.fairy) return word('page-fairy-chip', { at: d.fairy.at.join(', '), on: d.fairy.on || d.fairy.corner });
    if (d.princess) return word('page-princess-chip', { at: d.princess.at.join(', '), on: d.princess.on || d.princess.corner, owner: d.princess.owner || 'none', figure: d.princess.figure || 'none' });
    if (d.portal) return word('page-portal-chip', { figure: d.figure, at: d.portal.at.join(', '), on: d.portal.on || d.portal.corner });
    return undefined;
  },
  turnChoices({ choose, distinct }) {
    const path = (p) => word('page-dragon-chip', { path: p.map((s) => `[${s.join(', ')}]`).join(' → ') });
    choose(word('page-dragon-path'), 'dragon', distinct('dragon'), path);
  },
  rename(m, t, names) {
    for (const named of [t?.deploy?.fairy, t?.deploy?.princess, m.fairy]) renameOwner(named, names);
  },
};
