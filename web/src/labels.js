// Every word of the page's own that a player reads, in one place, but a
// box's (its module in boxes/ holds those, through `word`). The words
// themselves are the catalogue's (`page-*` in locales/*/common.ftl),
// formatted by the module in the page's language, so that a switch of
// language is a switch of one value here and a new rendering. Words with a
// value in them are functions; the rest are getters, read anew at each use.

import * as wasm from './pkg/carc_web.js';

// The codes of the languages the module speaks, English first: the
// catalogue's, known once the module is ready, so that a language added
// there needs nothing here.
let codes = ['en'];
let lang = 'en';
let ready = false;
// A board redrawn asks for the same words many times over: each is kept,
// and all are dropped with the language.
const kept = new Map();

// The module's functions are callable once the page has instantiated it.
export function moduleReady() {
  ready = true;
  codes = languages().map((l) => l.code);
}

export const currentLang = () => lang;

// A language code from a link, the page's storage or the browser, as one
// the page speaks, or null.
export function langOf(code) {
  const primary = String(code || '').toLowerCase().split(/[-_]/)[0];
  return codes.includes(primary) ? primary : null;
}

export function setLang(code) {
  lang = langOf(code) || 'en';
  kept.clear();
  document.documentElement.lang = lang;
}

// Each language named in its own words: [{code, name}].
export function languages() {
  return JSON.parse(wasm.languages());
}

// A message (or `id.attribute`) with its variables.
// Numbers stay numbers (a language may choose a plural by them); anything
// else is written as a template string would write it.
export function word(id, args = {}) {
  const values = {};
  for (const [k, v] of Object.entries(args)) {
    if (typeof v === 'number') values[k] = v;
    else if (v !== undefined && v !== null) values[k] = String(v);
  }
  const json = JSON.stringify(values);
  const k = `${id}\u0000${json}`;
  let w = kept.get(k);
  if (w === undefined) {
    if (kept.size > 5000) kept.clear();
    w = wasm.page_word(lang, id, json);
    kept.set(k, w);
  }
  return w;
}

export const L = {
  // The one message the page may need without the module: its failure to
  // start, which then can only be said in English.
  cannotStart: (e) => (ready ? word('page-cannot-start', { error: String(e) }) : `The judge could not start: ${e}`),
  linkUnreadable: (reason) => word('page-link-unreadable', { reason }),
  linkUnpackFailed: (e) => word('page-link-unpack-failed', { error: String(e) }),
  // A LinkError's reason (link.js), a message of its own.
  linkReason: (e) => word(e.id, e.args),
  get nothingJudged() { return word('page-nothing-judged'); },
  get pillUnreadable() { return word('page-pill-unreadable'); },

  get legal() { return word('page-legal'); },
  get illegal() { return word('page-illegal'); },
  get broken() { return word('page-broken'); },
  pillBroken: (line) => word('page-pill-broken', { line }),
  pillLegal: (gains) => (gains ? word('page-pill-legal-gains', { gains }) : word('page-legal')),
  pillIllegal: (rule) => word('page-pill-illegal', { rule }),
  get brokenNote() { return word('page-broken-note'); },
  get showInYaml() { return word('page-show-in-yaml'); },
  lineColumn: (line, column) => word('page-line-column', { line, column }),
  get brokenRule() { return word('page-broken-rule'); },
  yamlLine: (line) => word('page-yaml-line', { line }),
  get points() { return word('page-points'); },
  get backToSupply() { return word('page-back-to-supply'); },
  get secondTurn() { return word('page-second-turn'); },
  note: (text) => word('page-note', { text }),
  get wouldBeLegal() { return word('page-would-be-legal'); },
  get terminalReport() { return word('page-terminal-report'); },
  get afterLegal() { return word('page-after-legal'); },
  get afterIllegal() { return word('page-after-illegal'); },
  drawAfter: (count) => word('page-draw-after', { count }),
  get playOn() { return word('page-play-on'); },
  get playOnTitle() { return word('page-play-on.title'); },
  playedOnTitle: (title) => word('page-played-on-title', { title }),
  ruleSource: (source, date) => (date ? word('page-rule-source-dated', { source, date }) : word('page-rule-source', { source })),
  ruleStatus: (status, reason) => (reason ? word('page-rule-status-reason', { status, reason }) : status),

  readOnly: (line) => (line ? word('page-read-only-line', { line }) : word('page-read-only')),

  get hintFigure() { return word('page-hint-figure'); },
  get hintErase() { return word('page-hint-erase'); },
  hintFitsNowhere: (tile) => word('page-hint-fits-nowhere', { tile }),
  hintPlace: (tile, turn) => word('page-hint-place', { tile, where: turn ? 'turn' : 'table' }),
  get hintStart() { return word('page-hint-start'); },
  cannotTurn: (tile, at) => word('page-cannot-turn', { tile, at }),
  fitsNowhereHere: (tile, at) => word('page-fits-nowhere-here', { tile, at }),

  gapCols: (from, to) => word('page-gap-columns', { from, to }),
  gapRows: (from, to) => word('page-gap-rows', { from, to }),
  squareEmpty: (at) => word('page-square-empty', { at }),
  squareFit: (tile, at) => word('page-square-fit', { tile, at }),
  squareTile: (tile, at, rotation, turn) => word('page-square-tile', { tile, at, rotation, where: turn ? 'turn' : 'table' }),
  figureTitle: (owner, figure, on) => word('page-figure-title', { owner, figure, on }),
  figureRemove: (owner, figure, on) => word('page-figure-remove', { owner, figure, on }),
  spotLabel: (on) => word('page-spot-label', { on }),
  zoomTitle: (owner, figure, tile, at) => word('page-zoom-title', { owner, figure, tile, at }),

  get noTileYet() { return word('page-no-tile-yet'); },
  turnLine: (tile, at, rotation) => word('page-turn-line', { tile, at, rotation }),
  get doesNotFit() { return word('page-does-not-fit'); },
  get none() { return word('page-none'); },
  get deployment() { return word('page-deployment'); },
  // A kind of figure by its id, as a ruling names it.
  figureName: (figure) => word('figure-returned', { figure }),
  get leaveIt() { return word('page-leave-it'); },

  get linkReady() { return word('page-link-ready'); },
  get copied() { return word('page-copied'); },

  get examplesPick() { return word('page-examples-pick'); },
  get examplesFailed() { return word('page-examples-failed'); },

  gameTurn: (n, count, heading, running) => word('page-game-turn', { n, count, heading, running }),
  gameTooLarge: (limit) => word('page-game-too-large', { limit }),
};

// The words index.html is written with, by element: each element's
// message gives its text (the value) and its attributes (`title`,
// `aria-label`, `placeholder`); the page sets them at the start and again
// at each switch of language.
const ELEMENTS = {
  'title': 'page-heading',
  'h1': 'page-heading',
  '#lang-label': 'page-language',
  '#loading': 'page-loading',
  '#undo': 'page-undo',
  '#redo': 'page-redo',
  '#share': 'page-share',
  '#new': 'page-new',
  '#build': 'page-build',
  '#examples-label': 'page-examples',
  '#game-label': 'page-game',
  '#game-prev': 'page-game-prev',
  '#game-next': 'page-game-next',
  '#examples:not(.failed) option[value=""]': 'page-examples-pick',
  '#examples.failed option[value=""]': 'page-examples-failed',
  '#setup > summary': 'page-setup',
  '#rule-sets': 'page-rule-sets',
  '#players-label': 'page-players',
  '#current-label': 'page-current',
  '#wagon-move-label': 'page-wagon-move',
  '#wagon-move option[value=""]': 'page-wagon-move-connected',
  '#wagon-move option[value="nearby"]': 'page-wagon-move-nearby',
  '.toolbar': 'page-toolbar',
  '.toolbar .seg:first-child': 'page-tool',
  '[data-tool="tile"]': 'page-tool-tile',
  '[data-tool="figure"]': 'page-tool-figure',
  '[data-tool="erase"]': 'page-tool-erase',
  '#target-seg': 'page-target',
  '[data-target="turn"]': 'page-target-turn',
  '[data-target="table"]': 'page-target-table',
  '#figure-owner': 'page-figure-owner',
  '#figure-kind': 'page-figure-kind',
  '#board': 'page-board',
  '#tile-filter': 'page-tile-filter',
  '#picker': 'page-picker',
  '#action': 'page-action',
  '#action h2': 'page-action-heading',
  '#final-label': 'page-final',
  '#judge': 'page-judge',
  '#text': 'page-text',
  '#yaml-box > summary': 'page-yaml-box',
  '#yaml': 'page-yaml',
  '#share-url': 'page-share-url',
  '#zoom-tile': 'page-zoom-tile',
  '#zoom button[type="submit"]': 'page-zoom-cancel',
  '#rule-dialog button[type="submit"]': 'page-rule-close',
  'footer': 'page-footer',
};

// Selector -> {text, attribute: value...}, in the current language, read
// anew at each use.
export const PAGE = Object.defineProperties({}, Object.fromEntries(Object.entries(ELEMENTS).map(([selector, id]) => [
  selector,
  { enumerable: true, get: () => JSON.parse(wasm.page_element(lang, id)) },
])));
