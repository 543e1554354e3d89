// Cache-first over the page's own files, so that the judge keeps working
// with the network off after the first visit. web/build.sh writes the list
// of files, each with the SHA-256 of its contents, and a version that
// changes with them: a new build replaces the cache as a whole.
const VERSION = '@VERSION@';
const FILES = [@FILES@];
const CACHE = `carc-judge-${VERSION}`;

const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

// The file as this build wrote it, if the browser's HTTP cache holds it:
// the page has just loaded most of them, and `only-if-cached` never goes
// to the network. The hash check keeps out a copy left from an older build
// (only-if-cached takes stale entries too), which would mix two builds'
// glue and module in the cache.
async function cached(file, sha) {
  try {
    const r = await fetch(file, { cache: 'only-if-cached', mode: 'same-origin' });
    if (r.ok && hex(await crypto.subtle.digest('SHA-256', await r.clone().arrayBuffer())) === sha) return r;
  } catch {
    // Not in the HTTP cache: fetched below.
  }
  return null;
}

// Each file of the build into the cache, downloading only what the page
// has not already fetched (on the first visit: the icon and the manifest,
// when the browser has not asked for them). './' and index.html are one
// file under two names, and one download serves both.
async function fill() {
  const cache = await caches.open(CACHE);
  const got = new Map();
  for (const [file, sha] of FILES) {
    let r = got.get(sha)?.clone() || (await cached(file, sha));
    if (!r) {
      r = await fetch(file, { cache: 'no-cache' });
      if (!r.ok) throw new Error(`${file}: ${r.status}`);
    }
    got.set(sha, r.clone());
    await cache.put(file, r);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(fill().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('carc-judge-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  // The fragment never reaches here, so every shared link is the page itself.
  // The examples are not in the list (most visits open none): each is kept
  // the first time it is opened, and is there offline from then on.
  const example = url.pathname.includes('/examples/');
  event.respondWith(
    caches.open(CACHE).then((c) => c.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request).then((r) => {
      if (example && r.ok) c.put(event.request, r.clone());
      return r;
    }))),
  );
});
