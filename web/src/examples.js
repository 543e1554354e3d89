// The examples menu: the repository's scenarios, which web/build.sh copies
// into the folder with an index (examples/index.tsv: path, rule sets,
// title, a line each). The index is read once the first ruling is shown, so
// that it never delays one; an example is read when it is chosen.

import { $, el } from './dom.js';
import { L } from './labels.js';

// The index's rule sets ("base, abbey-mayor") as a group's name: the
// expansions, or the base game alone.
function groupOf(rules) {
  const sets = rules.split(',').map((s) => s.trim()).filter((s) => s && s !== 'base');
  return sets.length ? sets.join(' + ') : 'base';
}

// The menu says the examples failed, in the page's language now and after
// a switch (labels.js words the menu by this class).
function failed(select) {
  select.classList.add('failed');
  select.replaceChildren(el('option', { value: '' }, L.examplesFailed));
}

export async function loadExamples(open) {
  const select = $('examples');
  let text;
  try {
    const r = await fetch('examples/index.tsv');
    if (!r.ok) throw new Error(String(r.status));
    text = await r.text();
  } catch {
    failed(select);
    return;
  }
  const groups = new Map();
  for (const line of text.split('\n')) {
    const [path, rules, title] = line.split('\t');
    if (!path || !title) continue;
    const g = groupOf(rules || '');
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push({ path, title });
  }
  const names = [...groups.keys()].sort((a, b) => (a === 'base' ? -1 : b === 'base' ? 1 : a.localeCompare(b)));
  select.replaceChildren(el('option', { value: '' }, L.examplesPick));
  for (const name of names) {
    const og = el('optgroup', { label: name });
    for (const e of groups.get(name)) og.append(el('option', { value: e.path }, e.title));
    select.append(og);
  }
  select.disabled = false;
  select.addEventListener('change', async () => {
    const path = select.value;
    if (!path) return;
    try {
      const r = await fetch(`examples/${path}`);
      if (!r.ok) throw new Error(String(r.status));
      open(await r.text());
    } catch {
      failed(select);
    }
    select.value = '';
  });
}
