/**
 * What the service worker does with one request. Kept free of worker globals so the
 * rule "never store API answers, money data or anything personal" is tested directly.
 *
 * - `network`: not intercepted; the browser fetches it as if there were no worker.
 * - `shell-when-offline`: a page navigation; the network answers it, and only when the
 *   device is offline does the stored app shell ('/') stand in.
 * - `cache-first`: a build file (content-hashed script or style, icon, web manifest),
 *   served from the cache and stored there on first use.
 */
export type FetchRoute = 'network' | 'shell-when-offline' | 'cache-first';

export interface RoutedRequest {
  method: string;
  url: string;
  mode: string;
  headers: { has(name: string): boolean };
}

/** The gateway's API, its probes and socket.io: answers that are live, personal or money. */
const LIVE_PATHS = /^\/(api|health)(\/|$)|^\/live\//;
/** Build files whose content cannot change under the same name, or that belong to the shell. */
const BUILD_FILES = /^\/(assets\/[^/]+\.(js|css|woff2?|png|svg|webp)|icons\/[^/]+\.png|manifest\.webmanifest)$/;

export function routeRequest(request: RoutedRequest, origin: string): FetchRoute {
  if (request.method !== 'GET') return 'network';
  // A request that carries credentials is about one player; nothing of it is stored.
  if (request.headers.has('authorization')) return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (LIVE_PATHS.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'shell-when-offline';
  if (url.search === '' && BUILD_FILES.test(url.pathname)) return 'cache-first';
  return 'network';
}
