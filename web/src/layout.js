// Which comes first on a narrow screen. A ruling opened from a link or an
// example is read before anything is changed: the verdict and its reasons
// go above the board and the tools (style.css orders them by the body's
// data-first). A position being built keeps the board on top.

import { state } from './store.js';

export function arrange() {
  document.body.dataset.first = state.opened === 'link' || state.opened === 'example' ? 'ruling' : 'board';
}
