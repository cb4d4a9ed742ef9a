/**
 * The service worker (compiled to /sw.js by serviceWorkerPlugin in tools/brand-tools).
 * It stores the app shell so the site opens offline and installs as an app; it never
 * stores API answers, money data or requests with credentials (see fetch-routing.ts).
 */
import { createFetchHandler, type ShellFetchEvent } from './fetch-handler';

declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

// The DOM lib has no worker-scope types; these are the few members used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator;
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: ShellFetchEvent & Event) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE_PREFIX = 'app-shell-';
const cacheName = `${CACHE_PREFIX}${__SHELL_VERSION__}`;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    scope.caches
      .open(cacheName)
      .then((cache) => cache.addAll(__SHELL_FILES__))
      .then(() => scope.skipWaiting()),
  );
});

// A new build's worker drops every older shell cache.
scope.addEventListener('activate', (event) => {
  event.waitUntil(
    scope.caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== cacheName).map((n) => scope.caches.delete(n))),
      ),
  );
});

scope.addEventListener(
  'fetch',
  createFetchHandler({
    origin: scope.location.origin,
    cacheName,
    caches: scope.caches,
    fetch: (request) => fetch(request),
    isOnline: () => scope.navigator.onLine,
  }),
);
