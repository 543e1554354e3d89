// One tile opened large, for the figure tool: twelve points on a tile the
// size of a fingertip cannot be told apart, so a tap opens the tile with a
// target of at least 44 px on every point. The same view takes the
// keyboard (each point is a button) and takes figures off.

import { $, key, sv } from './dom.js';
import { L } from './labels.js';
import { fragment, state, tileOf } from './store.js';
import { figureMark, spotXY, spotsOf } from './figures.js';
import * as edits from './edits.js';

// Pulled in less than on the board: the points stay a fingertip apart.
const BY = 0.25;

export function openTile(t) {
  const S = state.wasm.tile_size();
  const svg = $('zoom-tile');
  svg.replaceChildren();
  const g = sv('g', { 'aria-hidden': 'true' });
  g.innerHTML = fragment(tileOf(t.entry.tile).id, Number(t.entry.rotation) || 0, Array.isArray(t.entry.ferry) ? t.entry.ferry : null);
  svg.append(g);
  svg.setAttribute('viewBox', `-6 -6 ${S + 12} ${S + 12}`);
  const owner = $('figure-owner').value;
  const kind = $('figure-kind').value;
  $('zoom-title').textContent = L.zoomTitle(owner, kind, t.entry.tile, t.entry.at.join(', '));
  const close = () => $('zoom').close();
  const button = (node, label, run) => {
    node.setAttribute('role', 'button');
    node.setAttribute('tabindex', '0');
    node.setAttribute('aria-label', label);
    node.addEventListener('click', (ev) => { ev.preventDefault(); close(); run(); });
    node.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); close(); run(); }
    });
    svg.append(node);
  };
  for (const s of spotsOf(t.entry, kind)) {
    const [x, y] = spotXY(t.entry, s, BY);
    const spot = s.on || s.corner;
    // The dot as drawn, and around it the target a finger hits.
    const hit = sv('g', { class: 'spot-target', 'data-x': t.entry.at[0], 'data-y': t.entry.at[1], 'data-on': spot });
    hit.append(sv('circle', { cx: x * S, cy: y * S, r: 4.8, class: 'spot-hit' }), sv('circle', { cx: x * S, cy: y * S, r: 2.6, class: 'spot' }));
    button(hit, L.spotLabel(spot), () => edits.putFigure(t, s));
  }
  // The figures already there, each a button that takes it off.
  const figs = t.turn ? [] : (Array.isArray(t.entry.figures) ? t.entry.figures : []);
  figs.forEach((f, i) => {
    const mark = figureMark([0, 0], t.entry, f, S, BY);
    mark.classList.add('removable');
    button(mark, L.figureRemove(f.owner, f.figure, f.on || f.corner), () => edits.removeFigure(t.index, i));
  });
  $('zoom').dataset.at = key(t.entry.at);
  $('zoom').showModal();
}
