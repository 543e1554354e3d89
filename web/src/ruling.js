// The ruling as the terminal gives it: the verdict, the violation with the
// rules it breaks, the numbered steps with their citations, points and
// figures back, and the table after the action as `carc show --after --svg`
// draws it. The words are the module's (the catalogue's); the frame's are
// labels.js'.

import { $, el, withCode } from './dom.js';
import { L, currentLang } from './labels.js';
import { players, state } from './store.js';
import { playOn } from './edits.js';
import { BOXES } from './boxes/list.js';

function citeButton(id) {
  const b = el('button', { type: 'button', class: 'cite', 'data-rule': id }, id);
  b.onclick = () => showRule(id);
  return b;
}

function showRule(id) {
  const r = state.registry.get(id);
  if (!r) return;
  $('rule-title').textContent = r.title;
  $('rule-id').textContent = r.id;
  $('rule-authority').textContent = r.authority;
  $('rule-status').textContent = L.ruleStatus(r.status, r.reason);
  $('rule-source').textContent = L.ruleSource(r.source, r.date);
  $('rule-text').replaceChildren(...withCode(r.text));
  $('rule-dialog').showModal();
}

// The verdict in the header, for a phone where the ruling is far down.
function pill(status, text) {
  const p = $('pill');
  p.dataset.verdict = status;
  p.textContent = text;
}

export function selectInYaml(d) {
  const ta = $('yaml');
  $('yaml-box').open = true;
  const start = byteToIndex(ta.value, d.offset);
  const end = byteToIndex(ta.value, d.offset + Math.max(d.len, 1));
  ta.focus();
  ta.setSelectionRange(start, end);
  const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 16;
  ta.scrollTop = Math.max(0, (d.line - 3) * lineHeight);
}

// Spans are byte offsets into UTF-8; the text box counts UTF-16 units.
function byteToIndex(text, bytes) {
  const enc = new TextEncoder();
  let n = 0;
  let i = 0;
  for (const ch of text) {
    if (n >= bytes) break;
    n += enc.encode(ch).length;
    i += ch.length;
  }
  return i;
}

export function renderRuling() {
  const res = state.result;
  const v = $('verdict');
  const box = $('ruling');
  box.replaceChildren();
  $('after').replaceChildren();
  $('after-picture').hidden = !res || res.status === 'broken';
  if (!res) {
    // Nothing judged (a link that cannot be read): no verdict at all, not
    // the last one.
    v.dataset.verdict = '';
    v.textContent = state.linkError ? L.nothingJudged : '';
    pill(state.linkError ? 'broken' : '', state.linkError ? L.pillUnreadable : '');
    return;
  }
  v.dataset.verdict = res.status;
  if (res.status === 'broken') {
    pill('broken', L.pillBroken(res.diagnostics?.[0]?.line ?? '?'));
    v.textContent = L.broken;
    v.append(el('small', {}, L.brokenNote));
    for (const d of res.diagnostics || []) {
      const div = el('div', { class: 'diag', 'data-line': d.line });
      const go = el('button', { type: 'button', title: L.showInYaml }, L.lineColumn(d.line, d.col));
      go.onclick = () => selectInYaml(d);
      div.append(go, document.createTextNode(` ${d.code}: `), ...withCode(d.message));
      if (d.help) div.append(el('div', { class: 'hint' }, ''));
      if (d.help) div.lastChild.append(...withCode(d.help));
      box.append(div);
    }
    box.append(el('pre', { id: 'report', tabindex: '0' }, res.text));
    return;
  }
  const r = res.ruling;
  v.textContent = res.status === 'legal' ? L.legal : L.illegal;
  const order = players();
  const byTurn = ([a], [b]) => order.indexOf(a) - order.indexOf(b);
  const gains = Object.entries(r.scores).filter(([, n]) => n > 0).sort(byTurn);
  pill(res.status, res.status === 'legal' ? L.pillLegal(gains.map(([p, n]) => `${p} +${n}`).join(', ')) : L.pillIllegal(r.violation?.rule ?? ''));
  v.append(el('small', {}, r.title));
  if (r.violation) {
    const div = el('div', { class: 'violation', id: 'violation' });
    const broke = el('p', {}, L.brokenRule);
    broke.append(...r.violation.cites.map(citeButton));
    div.append(el('p', {}, ''), broke, el('p', { class: 'hint' }, ''));
    div.children[0].append(...withCode(r.violation.message));
    div.children[2].append(...withCode(r.violation.help));
    if (res.at) {
      const go = el('button', { type: 'button' }, L.yamlLine(res.at.line));
      go.onclick = () => selectInYaml(res.at);
      div.append(go);
    }
    box.append(div);
  }
  if (r.events.length) {
    const ol = el('ol', { id: 'steps' });
    for (const e of r.events) {
      const li = el('li', { 'data-kind': e.kind });
      li.append(...withCode(e.text), document.createTextNode(' '), ...e.cites.map(citeButton));
      ol.append(li);
    }
    box.append(ol);
  }
  if (res.status === 'legal') {
    const pts = el('p', { class: 'points', id: 'points' }, L.points);
    // In turn order, as the terminal prints them.
    const entries = Object.entries(r.scores).sort(byTurn);
    entries.forEach(([p, n], i) => {
      const b = el('b', { 'data-player': p, 'data-points': String(n) }, `${p} ${n > 0 ? `+${n}` : n}`);
      pts.append(b, document.createTextNode(i + 1 < entries.length ? ', ' : ''));
    });
    box.append(pts);
    const back = Object.entries(r.returned).filter(([, f]) => f.length).sort(byTurn);
    if (back.length) box.append(el('p', { class: 'back', id: 'back' }, `${L.backToSupply}${back.map(([p, f]) => `${p}: ${f.join(', ')}`).join('; ')}`));
    // What a box's pieces became (goods taken, prisoners held).
    for (const b of BOXES) b.ruling?.(box, r, byTurn);
    if (r.double_turn) box.append(el('p', {}, L.secondTurn));
    if (state.model && typeof state.model.action === 'object') {
      const on = el('button', { type: 'button', id: 'play-on', title: L.playOnTitle }, L.playOn);
      on.onclick = playOn;
      box.append(on);
    }
  }
  for (const n of r.notes) {
    const p = el('p', { class: 'hint' }, '');
    p.append(...withCode(L.note(n.text)));
    box.append(p);
  }
  if (res.legal) {
    const d = el('details', { class: 'legal' });
    d.append(el('summary', {}, L.wouldBeLegal), el('pre', { tabindex: '0' }, res.legal));
    box.append(d);
  }
  const rep = el('details', {});
  rep.append(el('summary', {}, L.terminalReport), el('pre', { id: 'report', tabindex: '0' }, res.text));
  box.append(rep);
  $('after-summary').textContent = res.status === 'legal' ? L.afterLegal : L.afterIllegal;
  if (res.svg) drawAfter(res.svg);
  else {
    const tiles = Array.isArray(state.model?.board) ? state.model.board.length : 0;
    const b = el('button', { type: 'button', id: 'draw-after' }, L.drawAfter(tiles));
    const text = $('yaml').value;
    b.onclick = () => drawAfter(state.wasm.picture(text, true, currentLang()));
    $('after').append(b);
  }
}

// The picture exactly as the module (and `carc show --after --svg`) wrote
// it. Its legend is wrapped to the picture's width by a guess at the font;
// where this browser's font is wider, the picture is widened to hold it
// rather than letting the words run off its edge.
function drawAfter(svgText) {
  const after = $('after');
  after.innerHTML = svgText;
  after.dataset.source = svgText;
  const svg = after.querySelector('svg');
  if (!svg) return;
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', $('after-summary').textContent);
  const box = svg.viewBox.baseVal;
  let right = box.x + box.width;
  for (const t of svg.querySelectorAll('text.legend')) {
    const b = t.getBBox();
    right = Math.max(right, b.x + b.width + 4);
  }
  if (right > box.x + box.width) {
    const w = right - box.x;
    svg.setAttribute('viewBox', `${box.x} ${box.y} ${w} ${box.height}`);
    svg.setAttribute('width', w);
  }
}
