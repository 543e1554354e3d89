// Cache-first over the page's own files, so that the judge keeps working
// with the network off after the first visit. web/build.sh writes the list
// of files and a version that changes with their contents: a new build
// replaces the cache as a whole.
const VERSION = '@VERSION@';
const FILES = [@FILES@];
const CACHE = `carc-judge-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
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
  event.respondWith(
    caches.open(CACHE).then((c) => c.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request))),
  );
});
