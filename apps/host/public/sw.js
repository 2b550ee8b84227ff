// The host app's service worker, written by hand (docs/decisions/037-web-host-app.md): it keeps the
// app shell so the app opens fast and installs, and answers any page it cannot fetch with a clear
// offline page. API answers are never cached: a borrower's money must never be shown stale.
// The build fills in SHELL (the entry's hashed JS and CSS) and VERSION (vite.config.ts).
const SHELL = /*SHELL_ASSETS*/ [];
const VERSION = /*SHELL_VERSION*/ 'dev';
const CACHE = `lendwell-host-${VERSION}`;
const OFFLINE_URL = '/app/offline.html';
const PRECACHE = ['/app/', OFFLINE_URL, '/app/icon.svg', ...SHELL];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('lendwell-host-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Pages always come from the network (the server inlines the live brand config); offline, the
    // borrower gets a page that says so and offers to try again.
    event.respondWith(
      fetch(request).catch(() => caches.match(OFFLINE_URL).then((r) => r || new Response('Offline', { status: 503 }))),
    );
    return;
  }

  if (url.pathname.startsWith('/app/assets/')) {
    // Hashed files never change: the cache answers first, the network fills it.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
