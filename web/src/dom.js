// Small helpers the page's modules share: elements by id, HTML and SVG
// elements made with their attributes, and comparisons of the scenario
// tree's plain values.

const SVG = 'http://www.w3.org/2000/svg';

export const $ = (id) => document.getElementById(id);

export function el(tag, attrs = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function sv(tag, attrs = {}) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

export const clone = (v) => JSON.parse(JSON.stringify(v));
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
export const isXY = (v) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger);
export const key = (xy) => `${xy[0]},${xy[1]}`;

// Text the catalogue marks as code with backticks, as <code> elements: a
// player reads `base/D` as base/D set apart, never the backticks.
export function withCode(text) {
  const out = [];
  String(text).split(/`([^`]*)`/).forEach((part, i) => {
    if (i % 2) out.push(el('code', {}, part));
    else if (part) out.push(document.createTextNode(part));
  });
  return out;
}
