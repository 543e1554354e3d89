// The action panel's building blocks: a chip that can be pressed, and a
// labelled group of chips for one part of the turn.

import { el } from './dom.js';

export const chip = (label, pressed, run) => {
  const c = el('button', { type: 'button', class: 'chip', 'aria-pressed': String(pressed) }, label);
  c.onclick = run;
  return c;
};

export function group(body, part, label, chips) {
  const g = el('div', { class: 'group', 'data-part': part });
  g.append(el('span', {}, label));
  const box = el('div', { class: 'chips' });
  box.append(...chips);
  g.append(box);
  body.append(g);
}
