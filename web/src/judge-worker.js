// The judge off the page's thread: a large table takes the module tens of
// milliseconds to judge and to list the moves of, and the page must keep
// taking taps and typing meanwhile. The page sends the compiled module
// once, then one job per edit: the text to judge and the tile whose legal
// squares it wants lit. A newer edit may end this worker mid-judgement
// (judge-client.js); nothing here needs to survive that.

import init, * as wasm from './pkg/carc_web.js';

// Jobs wait for the module, which may come after them.
let started;
const ready = new Promise((ok) => { started = ok; });
// The last text judged, and in which language: picking another tile asks
// again about the same text, and only the moves are new.
let last = { yaml: null, lang: null, result: null, turnFits: null, positionYaml: null };

// Past this many tiles the judgement comes without its picture, which the
// page draws when asked: on a large table drawing it costs more than
// judging.
const PICTURE_TILES = 400;

const WARM_UP = 'title: t\nrules: [base]\nplayers: [a, b]\nboard:\n  - {tile: base/D, at: [0, 0]}\naction:\n  place: {tile: base/U, at: [1, 0]}\n';

const isTree = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

// The position alone (the action left out), for the move generator when
// the scenario itself does not load: its action may be what is broken.
function positionYaml(model) {
  if (last.positionYaml === null) {
    const p = JSON.parse(JSON.stringify(model));
    p.action = 'final-scoring';
    delete p.expect;
    if (!p.title) p.title = 'position';
    last.positionYaml = wasm.write_yaml(JSON.stringify(p));
  }
  return last.positionYaml;
}

function movesOf(model, tile, full) {
  const yaml = last.result.status === 'broken' ? positionYaml(model) : last.yaml;
  return JSON.parse(wasm.legal_moves(yaml, tile, full)).fits || null;
}

// Two kinds of job: `judge`, the ruling of a text, and `moves`, where the
// turn's tile and the picked one fit on its table. The page asks for the
// ruling first and shows it, then for the moves: on a large table listing
// every legal action costs about as much as judging.
function evaluate(job) {
  const t0 = performance.now();
  if (job.yaml !== last.yaml || job.lang !== last.lang) {
    const result = JSON.parse(wasm.judge_for_page(job.yaml, PICTURE_TILES, false, job.lang));
    last = { yaml: job.yaml, lang: job.lang, result, turnFits: null, positionYaml: null };
  }
  if (job.kind === 'judge') return { id: job.id, result: last.result, ms: performance.now() - t0 };
  const model = isTree(last.result.model) ? last.result.model : null;
  const place = model && isTree(model.action) && isTree(model.action.place) ? model.action.place : null;
  const turnTile = place && typeof place.tile === 'string' ? place.tile : null;
  let fits = [];
  if (model) {
    if (turnTile && last.turnFits === null) last.turnFits = movesOf(model, turnTile, true);
    const wanted = job.picked || (job.target === 'turn' ? turnTile : null);
    const empty = !Array.isArray(model.board) || model.board.length === 0;
    if (wanted && job.tool === 'tile') {
      if (empty) fits = [0, 90, 180, 270].map((rotation) => ({ at: [0, 0], rotation }));
      else if (job.target === 'turn' && wanted === turnTile) fits = last.turnFits || [];
      else fits = movesOf(model, wanted, job.target === 'turn') || [];
    }
  }
  return { id: job.id, turnFits: last.turnFits, fits, ms: performance.now() - t0 };
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.module) {
    await init({ module_or_path: msg.module });
    // The first judgement of all sets up the catalogue and the rules'
    // tables; done now, while the page reads its link, not in the first
    // ruling's time.
    wasm.judge(WARM_UP, 'en');
    started();
    return;
  }
  try {
    await ready;
    self.postMessage(evaluate(msg));
  } catch (e) {
    // A panic leaves the module unusable: the page starts another worker.
    self.postMessage({ id: msg.id, error: String(e) });
  }
};
