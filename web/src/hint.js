// The line under the toolbar: what a tap does with the tool in hand, or,
// for a moment, why a tap did nothing (a tile that cannot turn, a square
// where the tile does not fit). A tap that changes nothing must still say
// so, or a player taps again and again.

import { $ } from './dom.js';
import { L } from './labels.js';
import { state } from './store.js';

let said = null;
let timer = 0;

export function hint() {
  const h = $('hint');
  h.classList.toggle('said', said !== null);
  if (said !== null) {
    h.textContent = said;
    return;
  }
  if (state.readOnly) h.textContent = L.readOnly(state.readOnly.line);
  else if (state.tool === 'figure') h.textContent = L.hintFigure;
  else if (state.tool === 'erase') h.textContent = L.hintErase;
  else if (state.picked && state.fits.length === 0 && state.result) h.textContent = L.hintFitsNowhere(state.picked);
  else if (state.picked) h.textContent = L.hintPlace(state.picked, state.target === 'turn');
  else h.textContent = L.hintStart;
}

// Says something in the hint's place for a few seconds.
export function say(text) {
  said = text;
  clearTimeout(timer);
  timer = setTimeout(() => { said = null; hint(); }, 4000);
  hint();
}
