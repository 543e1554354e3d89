// Drives the page for the table (web/dist) in headless Chromium and holds it
// to the command line: repository scenarios opened as shared links must show
// the verdict, points and figures back that `carc judge --format json` gives;
// a position built by tapping must judge the same in `carc`; broken input
// must show its diagnostic at the line carc names; the page must make no
// request to another host, none at all once loaded, download no file twice
// on the first visit, and must keep working with the server gone. Links
// that cannot be read (mangled by a messenger, cut short, unpacking past the
// limit) and squares past the table's bounds must each say so, rule
// nothing, and leave the page usable within 2 s; links of the first format
// (`#s=`) must still open. Saves a phone and a desktop screenshot and the
// page's size and time to first ruling.
//
//   node web/test/browser.mjs            (after web/build.sh and a build of carc)
//   CARC=path/to/carc SCREENSHOTS=docs node web/test/browser.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
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

// A link as the page writes it (docs/web.md): format version, the YAML
// deflated in base64url, and the CRC-32 of the YAML. Written here with
// Node's zlib, not the page's code, so that the two are held to each other.
const link = (base, text) => {
  const bytes = Buffer.from(text, 'utf8');
  return `${base}#v=2&s=${deflateRawSync(bytes).toString('base64url')}&c=${crc32(bytes).toString(16).padStart(8, '0')}`;
};
// A link of the first format, which pages already shared still carry.
const oldLink = (base, text) => `${base}#s=${deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url')}`;

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
    const logged = server.downloads.length;
    await page.goto(link(base, readFileSync(scenarios[run], 'utf8')));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    cold.push(Math.round(await page.evaluate(() => window.carcPage.firstRuling)));
    measures.cold_module_ready_ms = Math.round(await page.evaluate(() => window.carcPage.wasmReadyAt));
    measures.judge_ms = Number((await page.evaluate(() => window.carcPage.judgeMs)).toFixed(2));
    // Ready means installed: the service worker has filled its cache.
    await page.evaluate(() => navigator.serviceWorker.ready);
    if (run === 0) {
      // The first visit downloads each file once: the service worker keeps
      // the copies the page has just loaded.
      const got = server.downloads.slice(logged);
      const twice = [...new Set(got.filter((p, i) => got.indexOf(p) !== i))];
      check(twice.length === 0, `the first visit downloaded ${twice.join(', ')} more than once: ${got.join(', ')}`);
      console.log(`first visit: ${got.length} downloads (${got.join(', ')})`);
      measures.first_visit_downloads = got;
    }
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

  // 3b. Links of the first format (`#s=`, no checksum) still open.
  let old = 0;
  for (const [i, path] of scenarios.entries()) {
    if (i % 9 !== 0) continue;
    await open(page, oldLink(base, readFileSync(path, 'utf8')));
    const s = await shown(page);
    if (check(s.verdict === expected[i].verdict && (s.verdict !== 'legal' || sorted(s.points) === sorted(expected[i].scores)),
      `old-format link ${relative(repo, path)}: ${s.verdict} ${JSON.stringify(s.points)}, carc ${expected[i].verdict}`)) old += 1;
  }
  console.log(`old-format links (#s=): ${old} open and rule as carc`);

  // 3c. What a link must not do. Each case is opened from a fresh load;
  // the page must show the error, then rule the default position after a
  // tap on New: usable. Both within 2 s, measured in the page (navigation
  // start to the error shown) and here (navigation to New's ruling).
  const attempt = async (url) => {
    const t0 = performance.now();
    await page.goto('about:blank');
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    const seen = await page.evaluate(() => ({
      banner: document.getElementById('link-error').hidden ? '' : document.getElementById('link-error').textContent,
      status: document.getElementById('verdict').dataset.verdict,
      words: `${document.getElementById('verdict').textContent} ${document.getElementById('pill').textContent} ${document.getElementById('ruling').textContent}`,
      yaml: document.getElementById('yaml').value,
      diagLines: [...document.querySelectorAll('.diag')].map((d) => Number(d.dataset.line)),
      pageMs: Math.round(window.carcPage.settledAt),
    }));
    await page.click('#new');
    await page.waitForFunction(() => document.getElementById('verdict').dataset.verdict === 'legal');
    return { ...seen, wallMs: Math.round(performance.now() - t0) };
  };
  const timely = (what, r) => {
    console.log(`${what}: error shown ${r.pageMs} ms after navigation (in the page); usable again after ${r.wallMs} ms (navigation to New's ruling)`);
    check(r.pageMs < 2000 && r.wallMs < 2000, `${what}: not usable within 2 s (${r.pageMs} ms, ${r.wallMs} ms)`);
  };
  measures.limits_ms = {};

  // A square 2^53 away: the module refuses it as carc does, at the line
  // carc names, and the board never sees it.
  const hugePath = join(repo, 'tests/fixtures/invalid/huge-coordinate.yaml');
  const hugeText = readFileSync(hugePath, 'utf8');
  const [hugeCli] = carcJudge([hugePath]);
  const huge = await attempt(link(base, hugeText));
  const hugeLines = hugeCli.diagnostics.map((d) => lineOf(hugeText, d.labels[0].span.offset));
  check(huge.status === 'broken' && JSON.stringify(huge.diagLines) === JSON.stringify(hugeLines),
    `huge coordinate: ${huge.status}, diagnostics at lines ${huge.diagLines}, carc ${hugeLines}`);
  timely('huge-coordinate link', huge);
  measures.limits_ms.huge_coordinate = [huge.pageMs, huge.wallMs];

  // A link of 270 kB that unpacks to 200 MB: stopped at carc's 8 MiB.
  const bombBytes = Buffer.alloc(200 * 2 ** 20, 'a');
  const bombUrl = `${base}#v=2&s=${deflateRawSync(bombBytes).toString('base64url')}&c=${crc32(bombBytes).toString(16).padStart(8, '0')}`;
  const bomb = await attempt(bombUrl);
  check(/cannot be read/.test(bomb.banner) && /larger than 8 MiB/.test(bomb.banner) && !/Legal/.test(bomb.words) && bomb.yaml === '',
    `inflate bomb: ${JSON.stringify({ ...bomb, yaml: bomb.yaml.slice(0, 40) })}`);
  timely(`inflate bomb (a ${Math.round(bombUrl.length / 1024)} kB link unpacking to 200 MB)`, bomb);
  measures.limits_ms.inflate_bomb = [bomb.pageMs, bomb.wallMs];

  // Mangled on the way: each says it cannot be read and rules nothing.
  const goodText = readFileSync(scenarios[0], 'utf8');
  const good = link(base, goodText);
  const frag = good.slice(base.length + 1);
  const code = frag.match(/s=([^&]*)/)[1];
  const swapped = code.slice(0, 30) + (code[30] === 'A' ? 'B' : 'A') + code.slice(31);
  const mangled = {
    'padding added': `${good}==`,
    'a character inserted': good.replace(code, `${code.slice(0, 20)}!${code.slice(20)}`),
    'percent-encoded': `${base}#${encodeURIComponent(frag)}`,
    'empty #s=': `${base}#s=`,
    'truncated': good.slice(0, base.length + 1 + Math.floor(frag.length * 0.6)),
    'truncated in the checksum': good.slice(0, -3),
    'one character changed': good.replace(code, swapped),
    // Unpacks well, to another scenario: only the checksum tells.
    'another scenario under its checksum': good.replace(code, link(base, readFileSync(scenarios[1], 'utf8')).match(/s=([^&]*)/)[1]),
    'old format, padding added': `${oldLink(base, goodText)}==`,
  };
  let refused = 0;
  for (const [what, url] of Object.entries(mangled)) {
    const r = await attempt(url);
    const ok = check(/cannot be read/.test(r.banner) && !/Legal|Illegal/.test(r.words) && !['legal', 'illegal'].includes(r.status) && r.yaml === '',
      `mangled link (${what}): ${JSON.stringify(r)}`);
    if (ok) refused += 1;
    console.log(`mangled link, ${what}: "${r.banner.replace(/^This link cannot be read: /, '').replace(/\. Nothing was judged.*$/, '')}" (${r.pageMs} ms)`);
    check(r.wallMs < 2000, `mangled link (${what}): usable after ${r.wallMs} ms`);
  }
  check(refused === Object.keys(mangled).length, `${Object.keys(mangled).length - refused} mangled links were not refused`);
  // A damaged link opened over a ruled one clears the ruling; the page's own
  // anchor (#judge) is not a link and changes nothing.
  await open(page, good);
  await page.evaluate((f) => { location.hash = f; }, mangled['one character changed'].slice(base.length));
  await page.waitForSelector('#link-error:not([hidden])');
  const after = await page.evaluate(() => `${document.getElementById('verdict').textContent} ${document.getElementById('ruling').textContent}`);
  check(!/Legal/.test(after), `a damaged link over a ruled one left: ${after}`);
  await open(page, good);
  await page.evaluate(() => { location.hash = '#judge'; });
  await page.waitForTimeout(200);
  check(await page.evaluate(() => document.getElementById('link-error').hidden && document.getElementById('verdict').dataset.verdict === 'legal'),
    'the #judge anchor was taken for a damaged link');

  // Within the bounds but far apart: the board draws what is there, not
  // the two million squares between.
  const far = 'title: Two tiles a million squares apart\nrules: [base]\nplayers: [red, blue]\nboard:\n  - tile: base/D\n    at: [0, 0]\n'
    + '  - tile: base/D\n    at: [1000000, -1000000]\naction:\n  place: {tile: base/U, at: [1, 0]}\n';
  const farFile = join(mkdtempSync(join(tmpdir(), 'carc-web-')), 'far.yaml');
  writeFileSync(farFile, far);
  const [farCli] = carcJudge([farFile]);
  const t0 = performance.now();
  await open(page, link(base, far));
  const farShown = await page.evaluate(() => ({ verdict: document.getElementById('verdict').dataset.verdict, squares: document.querySelectorAll('#board .square').length, gaps: document.querySelectorAll('#board .gap').length }));
  const farMs = Math.round(performance.now() - t0);
  check(farShown.verdict === farCli.verdict && farShown.squares < 100 && farShown.gaps === 2 && farMs < 2000, `far-apart tiles: ${JSON.stringify(farShown)}, carc ${farCli.verdict}, ${farMs} ms`);
  console.log(`tiles a million squares apart: ${farShown.verdict} as carc, ${farShown.squares} squares and ${farShown.gaps} gaps drawn, ${farMs} ms`);
  measures.limits_ms.far_apart = farMs;

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
  await tapPage.tap('#zoom-tile .spot-target[data-on="W"]');
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
  const parts = shared.match(/#v=2&s=([A-Za-z0-9_-]+)&c=([0-9a-f]{8})$/);
  check(parts && crc32(Buffer.from(built.yaml, 'utf8')).toString(16).padStart(8, '0') === parts[2], `the share link is not of format 2 with the YAML's CRC-32: ${shared}`);
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
