// A static file server for web/dist, bound to 127.0.0.1 only: what the
// browser test loads the page from, and a way to try the page locally
// (`node web/test/serve.mjs [DIR] [PORT]`).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

// The server's `log` lists the path of every request, in order, and
// `downloads` the paths of those answered with the file (not with 304, Not
// Modified): the browser test counts what a first visit downloads. Files
// carry an ETag, as static hosts give them, so that a browser asking again
// for a file it holds (the judging worker imports the module's glue the page
// has already imported) is told it has not changed instead of sent it again.
export function serve(dir, port = 0) {
  const root = resolve(dir);
  const log = [];
  const downloads = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    log.push(path);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag, 'cache-control': 'no-cache' }).end();
        return;
      }
      downloads.push(path);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache', etag });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  server.log = log;
  server.downloads = downloads;
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dir = process.argv[2] || join(here, '..', 'dist');
  const server = await serve(dir, Number(process.argv[3] || 8000));
  console.log(`serving ${dir} on http://127.0.0.1:${server.address().port}/`);
}
