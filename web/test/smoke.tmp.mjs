import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { readFileSync } from 'node:fs';
import { deflateRawSync, crc32 } from 'node:zlib';
const server = await serve(new URL('../dist', import.meta.url).pathname);
const base = `http://127.0.0.1:${server.address().port}/`;
const link = (text) => { const b = Buffer.from(text); return `${base}#v=2&s=${deflateRawSync(b).toString('base64url')}&c=${crc32(b).toString(16).padStart(8, '0')}`; };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const big = readFileSync('/tmp/big.yaml', 'utf8');
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]');
  await page.goto('about:blank');
  await page.goto(link(big));
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  console.log(await page.evaluate(() => { const c = window.carcPage; return { first: c.firstRuling, wasm: c.wasmReadyAt, asked: c.askedAt, worker: c.workerMs, draw: c.drawMs, rt: c.roundTripMs }; }));
  await ctx.close();
}
await browser.close(); server.close();
