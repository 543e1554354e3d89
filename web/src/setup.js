// Rules and players: the rule sets in play, the players in turn order,
// whose turn it is, a box's own controls (the wagon rule, boxes/); and the
// pickers of the figure tool, which follow them.

import { $, el } from './dom.js';
import { L } from './labels.js';
import { players, rulesInPlay, state } from './store.js';
import { toggleRules } from './edits.js';
import { BOXES } from './boxes/list.js';

function fillSelect(select, values, chosen, name = (v) => v) {
  select.replaceChildren(...values.map((v) => el('option', { value: v }, name(v))));
  if (values.includes(chosen)) select.value = chosen;
}

export function renderSetup() {
  const inPlay = rulesInPlay();
  const box = $('rule-sets');
  box.replaceChildren();
  for (const name of state.names.rule_sets) {
    const b = el('button', { type: 'button', class: 'chip', 'data-rules': name, 'aria-pressed': String(inPlay.has(name)) }, name);
    if (name === 'base') b.disabled = true;
    b.onclick = () => toggleRules(name);
    box.append(b);
  }
  const ps = players();
  if (document.activeElement !== $('players')) $('players').value = ps.join(', ');
  fillSelect($('current'), ps, state.model?.current ?? ps[0]);
  fillSelect($('figure-owner'), ps, $('figure-owner').value || ps[0]);
  const kinds = state.names.figures.filter((f) => f.rules.some((r) => inPlay.has(r))).map((f) => f.name);
  fillSelect($('figure-kind'), kinds, $('figure-kind').value || 'follower', L.figureName);
  for (const b of BOXES) b.setup?.(inPlay);
  // Text that is not YAML: nothing here may write the text anew.
  document.body.classList.toggle('readonly', !!state.readOnly);
}
