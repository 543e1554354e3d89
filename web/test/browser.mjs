// Drives the page for the table (web/dist) in headless Chromium and holds it
// to the command line: repository scenarios opened as shared links must show
// the verdict, points and figures back that `carc judge --format json` gives;
// a position built by tapping must judge the same in `carc`; broken input
// must show its diagnostic at the line carc names; the page must make no
// request to another host, none at all once loaded, and must keep working
// with the server gone. Saves a phone and a desktop screenshot and the
// page's size and time to first ruling.
//
//   node web/test/browser.mjs            (after web/build.sh and a build of carc)
//   CARC=path/to/carc SCREENSHOTS=docs node web/test/browser.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '..', '..');
const dist = join(repo, 'web', 'dist');
const out = join(here, 'out');
const carc = process.env.CARC || join(repo, 'target', 'debug', 'carc');
const shots = process.env.SCREENSHOTS ? join(repo, process.env.SCREENSHOTS) : out;
mkdirSync(out, { recursive: true });

let failures = 0;
const fail = (what) => {
  failures += 1;
  console.error(`FAIL ${what}`);
};
const check = (ok, what) => (ok ? true : (fail(what), false));

// ---- which scenarios ----

function files(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : n.endsWith('.yaml') ? [p] : [];
  }).sort();
}

const RULE_SETS = ['base', 'abbot', 'big-follower', 'abbey-mayor', 'flier', 'ferries', 'phantom', 'builder', 'pig'];

// For each rule set, scenarios that play it: two legal-looking and one
// illegal by name, so that every set is seen both ways.
function chooseScenarios() {
  const all = files(join(repo, 'scenarios')).map((path) => {
    const m = readFileSync(path, 'utf8').match(/^rules:\s*\[([^\]]*)\]/m);
    const sets = m ? m[1].split(',').map((s) => s.trim()) : ['base'];
    return { path, sets, illegal: /\/illegal-/.test(path) };
  });
  const chosen = [];
  for (const set of RULE_SETS) {
    const plays = all.filter((s) => (set === 'base' ? s.sets.length === 1 : s.sets.includes(set)) && !chosen.includes(s));
    chosen.push(...plays.filter((s) => !s.illegal).slice(0, 2), ...plays.filter((s) => s.illegal).slice(0, 1));
  }
  return chosen.map((s) => s.path);
}

function carcJudge(paths) {
  const r = spawnSync(carc, ['judge', '--format', 'json', ...paths], { encoding: 'utf8' });
  if (r.error) throw r.error;
  return r.stdout.trim().split('\n').map((l) => JSON.parse(l));
}

// The page lists players in turn order; carc's JSON in name order.
const sorted = (o) => JSON.stringify(Object.fromEntries(Object.entries(o).sort()));

const link = (base, text) => `${base}#s=${deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url')}`;

// ---- what the page shows ----

async function shown(page) {
  return page.evaluate(() => {
    const verdict = document.getElementById('verdict').dataset.verdict;
    const points = {};
    for (const b of document.querySelectorAll('#points b')) points[b.dataset.player] = Number(b.dataset.points);
    const back = {};
    const text = document.getElementById('back')?.textContent.replace(/^Back to supply: /, '') || '';
    for (const part of text.split('; ').filter(Boolean)) {
      const [who, figs] = part.split(': ');
      back[who] = figs.split(', ');
    }
    const diagLines = [...document.querySelectorAll('.diag')].map((d) => Number(d.dataset.line));
    return { verdict, points, back, diagLines, yaml: document.getElementById('yaml').value };
  });
}

async function open(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
}

function lineOf(text, offset) {
  return Buffer.from(text, 'utf8').subarray(0, offset).toString('utf8').split('\n').length;
}

// ---- the run ----

const server = await serve(dist);
const origin = `http://127.0.0.1:${server.address().port}`;
const base = `${origin}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const requests = [];
const watch = (context) => {
  context.on('request', (r) => requests.push(r.url()));
  return context;
};
const measures = {};

try {
  // 1. Load to first ruling, from a shared link: cold (a fresh browser
  // profile, everything from the server) and warm (from the service
  // worker's cache), three times each; the median is recorded.
  const scenarios = chooseScenarios();
  const expected = carcJudge(scenarios);
  const cold = [];
  const warm = [];
  for (let run = 0; run < 3; run++) {
    const context = watch(await browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    await page.goto(link(base, readFileSync(scenarios[run], 'utf8')));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    cold.push(Math.round(await page.evaluate(() => window.carcPage.firstRuling)));
    measures.cold_module_ready_ms = Math.round(await page.evaluate(() => window.carcPage.wasmReadyAt));
    measures.judge_ms = Number((await page.evaluate(() => window.carcPage.judgeMs)).toFixed(2));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    warm.push(Math.round(await page.evaluate(() => window.carcPage.firstRuling)));
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[1];
  Object.assign(measures, { cold_first_ruling_ms: median(cold), warm_first_ruling_ms: median(warm), cold_runs_ms: cold, warm_runs_ms: warm });

  // 2. Every chosen scenario as a shared link, against carc.
  const context = watch(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let compared = 0;
  const setsSeen = new Set();
  for (const [i, path] of scenarios.entries()) {
    const name = relative(repo, path);
    const cli = expected[i];
    const text = readFileSync(path, 'utf8');
    await open(page, link(base, text));
    const s = await shown(page);
    let ok = check(s.verdict === cli.verdict, `${name}: verdict ${s.verdict}, carc ${cli.verdict}`);
    if (cli.verdict === 'legal') {
      ok = check(sorted(s.points) === sorted(cli.scores), `${name}: points ${JSON.stringify(s.points)}, carc ${JSON.stringify(cli.scores)}`) && ok;
      const back = Object.fromEntries(Object.entries(cli.returned).filter(([, f]) => f.length));
      ok = check(sorted(s.back) === sorted(back), `${name}: back ${JSON.stringify(s.back)}, carc ${JSON.stringify(back)}`) && ok;
    }
    ok = check(s.yaml === text, `${name}: the link did not carry the file unchanged`) && ok;
    if (ok) {
      compared += 1;
      const m = text.match(/^rules:\s*\[([^\]]*)\]/m);
      for (const r of m ? m[1].split(',') : ['base']) setsSeen.add(r.trim());
    }
  }
  console.log(`shared links: ${compared} of ${scenarios.length} scenarios show carc's verdict and points; rule sets: ${[...setsSeen].sort().join(', ')}`);
  check(compared >= 20, `only ${compared} scenarios compared`);
  check(RULE_SETS.every((r) => setsSeen.has(r)), 'not every rule set was compared');
  measures.scenarios_compared = compared;

  // 3. Broken input: the diagnostic at the line carc names.
  const brokenFiles = ['tests/fixtures/invalid/edge-mismatch.yaml', 'tests/fixtures/invalid/bad-point-name.yaml', 'tests/fixtures/invalid/duplicate-key.yaml'];
  for (const f of brokenFiles) {
    const path = join(repo, f);
    const text = readFileSync(path, 'utf8');
    const [cli] = carcJudge([path]);
    await open(page, link(base, text));
    const s = await shown(page);
    const lines = cli.diagnostics.map((d) => lineOf(text, d.labels[0].span.offset));
    check(s.verdict === 'broken' && JSON.stringify(s.diagLines) === JSON.stringify(lines), `${f}: diagnostics at lines ${s.diagLines}, carc ${lines}`);
  }
  check(errors.length === 0, `page errors: ${errors.join('; ')}`);
  await context.close();

  // 4. A position built by tapping, on a phone-sized touch screen.
  const phone = watch(await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }));
  const tapPage = await phone.newPage();
  await open(tapPage, base);
  // Loaded means the service worker too: on the first visit it fetches the
  // folder's files once to keep them.
  await tapPage.evaluate(() => navigator.serviceWorker.ready);
  await tapPage.waitForTimeout(500);
  let before = requests.length;
  await tapPage.tap('#new');
  await tapPage.tap('[data-target="table"]');
  await tapPage.tap('[data-tile="base/V"]');
  await tapPage.tap('#board .fit[data-x="-1"][data-y="0"]');
  await tapPage.tap('#board .tile-hit[data-x="-1"][data-y="0"]');
  await tapPage.tap('[data-tool="figure"]');
  await tapPage.selectOption('#figure-owner', 'blue');
  // On a phone the tile opens large, and the point is tapped there.
  await tapPage.tap('#board .tile-hit[data-x="-1"][data-y="0"]');
  await tapPage.tap('#zoom-tile .spot[data-on="W"]');
  await tapPage.tap('[data-tool="tile"]');
  await tapPage.tap('[data-target="turn"]');
  await tapPage.tap('[data-tile="base/K"]');
  const fits = await tapPage.$$eval('#board .fit', (rs) => rs.map((r) => [Number(r.dataset.x), Number(r.dataset.y)]));
  check(fits.length > 0, 'no legal square lit up for base/K');
  const [fx, fy] = fits.find(([x]) => x === 1) || fits[0];
  await tapPage.tap(`#board .fit[data-x="${fx}"][data-y="${fy}"]`);
  await tapPage.tap(`#board .tile-hit[data-x="${fx}"][data-y="${fy}"]`);
  const chips = tapPage.locator('[data-part="deploy"] .chip');
  if ((await chips.count()) > 1) await chips.nth(1).tap();
  const built = await shown(tapPage);
  const file = join(mkdtempSync(join(tmpdir(), 'carc-web-')), 'tapped.yaml');
  writeFileSync(file, built.yaml);
  const [cli] = carcJudge([file]);
  check(/tile: base\/V/.test(built.yaml) && /tile: base\/K/.test(built.yaml) && /owner: blue/.test(built.yaml), `tapping did not build the position:\n${built.yaml}`);
  check(cli.verdict === built.verdict, `tapped position: page ${built.verdict}, carc ${cli.verdict ?? cli.error}`);
  if (cli.verdict === 'legal') check(sorted(cli.scores) === sorted(built.points), `tapped position: points ${JSON.stringify(built.points)}, carc ${JSON.stringify(cli.scores)}`);
  console.log(`tapped position: ${built.verdict}, carc ${cli.verdict}; its YAML:\n${built.yaml}`);
  check(requests.length === before, `requests while tapping: ${requests.slice(before).join(', ')}`);
  // The page's own link carries the file: open it on another "phone".
  await tapPage.tap('#share');
  await tapPage.waitForFunction(() => document.getElementById('share-url').value !== '');
  const shared = await tapPage.inputValue('#share-url');
  const other = await phone.newPage();
  await open(other, shared);
  check((await shown(other)).yaml === built.yaml, `the page's share link did not carry the YAML: ${shared}`);
  check((await shown(other)).verdict === built.verdict, 'the page\'s share link gave another verdict');
  await other.close();
  // The YAML the other way: a pasted file moves the board.
  before = requests.length;
  const pasted = readFileSync(join(repo, 'scenarios/base/majority-road-placer-loses.yaml'), 'utf8');
  await tapPage.fill('#yaml', pasted);
  await tapPage.waitForFunction(() => document.querySelectorAll('#board [data-tile-at]').length === 5);
  check(requests.length === before, `requests while pasting: ${requests.slice(before).join(', ')}`);
  writeFileSync(join(out, 'tapped.yaml'), built.yaml);

  // 5. Screenshots for review.
  await open(tapPage, link(base, readFileSync(join(repo, 'scenarios/base/majority-road-placer-loses.yaml'), 'utf8')));
  await tapPage.evaluate(() => window.scrollTo(0, 0));
  await tapPage.screenshot({ path: join(shots, 'web-phone.png') });
  await phone.close();
  const desk = watch(await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const deskPage = await desk.newPage();
  await open(deskPage, link(base, readFileSync(join(repo, 'scenarios/abbey-mayor/wagon-road-through-monastery-nearby.yaml'), 'utf8')));
  await deskPage.screenshot({ path: join(shots, 'web-desktop.png') });

  // A wagon's choice tapped: send it home instead, and carc agrees.
  await deskPage.click('[data-part="wagons"] .chip >> text=to supply');
  const home = await shown(deskPage);
  const homeFile = join(mkdtempSync(join(tmpdir(), 'carc-web-')), 'wagon.yaml');
  writeFileSync(homeFile, home.yaml);
  const [homeCli] = carcJudge([homeFile]);
  check(!/wagons:/.test(home.yaml) && homeCli.verdict === home.verdict && sorted(homeCli.scores) === sorted(home.points)
    && JSON.stringify(home.back) === JSON.stringify(Object.fromEntries(Object.entries(homeCli.returned).filter(([, f]) => f.length))),
  `wagon sent home: page ${JSON.stringify(home)}, carc ${JSON.stringify(homeCli)}`);
  // A citation opens the rule as the registry words it.
  const cite = await deskPage.locator('#steps .cite').first().textContent();
  await deskPage.click('#steps .cite >> nth=0');
  const dialog = await deskPage.evaluate(() => ({ open: document.getElementById('rule-dialog').open, text: document.getElementById('rule-text').textContent, source: document.getElementById('rule-source').textContent }));
  const entry = JSON.parse(spawnSync(carc, ['rule', cite, '--format', 'json'], { encoding: 'utf8' }).stdout)[0];
  check(dialog.open && dialog.text === entry.text && dialog.source.includes(entry.source), `citation ${cite}: ${JSON.stringify(dialog)}`);
  await deskPage.keyboard.press('Escape');
  console.log(`wagon sent home by a tap: ${home.verdict}, as carc; citation ${cite} opens its paraphrase and source`);

  // 6. Offline: with the server gone, the cached page still judges a link.
  await deskPage.evaluate(() => navigator.serviceWorker.ready);
  await deskPage.reload();
  await deskPage.waitForSelector('body[data-ready="true"]');
  check(await deskPage.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker does not control the page');
  await new Promise((ok) => server.close(ok));
  server.closeAllConnections?.();
  const [offlinePath] = scenarios.slice(-1);
  const [offlineCli] = carcJudge([offlinePath]);
  await open(deskPage, link(base, readFileSync(offlinePath, 'utf8')));
  const offline = await shown(deskPage);
  check(offline.verdict === offlineCli.verdict, `offline: page ${offline.verdict}, carc ${offlineCli.verdict}`);
  console.log(`offline (server stopped): ${relative(repo, offlinePath)} judged ${offline.verdict}`);
  await desk.close();

  // 7. Every request went to the local server.
  const foreign = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('about:') && !u.startsWith('data:') && !u.startsWith('blob:'));
  check(foreign.length === 0, `requests to other hosts: ${foreign.join(', ')}`);
  console.log(`requests: ${requests.length}, all to ${origin}`);
} finally {
  await browser.close();
  server.close();
}

// ---- the page's size ----
const distFiles = readdirSync(dist, { recursive: true }).map((f) => join(dist, f)).filter((f) => statSync(f).isFile());
measures.page_bytes = distFiles.reduce((n, f) => n + statSync(f).size, 0);
measures.page_gzip_bytes = distFiles.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
measures.wasm_bytes = statSync(join(dist, 'pkg', 'carc_web_bg.wasm')).size;
measures.wasm_gzip_bytes = gzipSync(readFileSync(join(dist, 'pkg', 'carc_web_bg.wasm')), { level: 9 }).length;
writeFileSync(join(out, 'measures.json'), `${JSON.stringify(measures, null, 2)}\n`);
console.log(JSON.stringify(measures));
if (failures) {
  console.error(`${failures} failure(s)`);
  process.exit(1);
}
console.log('browser test passed');
