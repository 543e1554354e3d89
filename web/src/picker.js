// The tile catalogue to pick from, filtered by the rule sets in play and
// by words typed; each tile drawn as the board draws it.

import { $, el, sv } from './dom.js';
import { fragment, rulesInPlay, state } from './store.js';
import { pick } from './edits.js';

export function renderPicker() {
  const inPlay = rulesInPlay();
  const words = $('tile-filter').value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const box = $('picker');
  const wanted = state.catalogue.filter((t) => inPlay.has(t.set) && words.every((w) => `${t.id} ${t.layout}`.toLowerCase().includes(w)));
  const ids = wanted.map((t) => t.id).join();
  if (box.dataset.ids !== ids) {
    box.dataset.ids = ids;
    box.replaceChildren();
    const S = state.wasm.tile_size();
    for (const t of wanted) {
      const b = el('button', { type: 'button', class: 'tile-pick', 'data-tile': t.id, title: `${t.id}: ${t.layout}`, 'aria-pressed': 'false' });
      const s = sv('svg', { viewBox: `0 0 ${S} ${S}`, 'aria-hidden': 'true' });
      s.innerHTML = fragment(t.id, 0, null);
      b.append(s, el('span', {}, t.id.replace(/^base\//, '')));
      b.onclick = () => pick(t.id);
      box.append(b);
    }
  }
  for (const b of box.children) b.setAttribute('aria-pressed', String(b.dataset.tile === state.picked));
  $('picker-wrap').hidden = state.tool !== 'tile';
}
