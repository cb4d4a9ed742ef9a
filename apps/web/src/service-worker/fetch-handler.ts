import { routeRequest, type RoutedRequest } from './fetch-routing';

/** The parts of a worker's FetchEvent the handler uses. */
export interface ShellFetchEvent {
  request: Request & RoutedRequest;
  respondWith(response: Promise<Response>): void;
}

export interface ShellCacheDeps {
  origin: string;
  cacheName: string;
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  isOnline: () => boolean;
}

export const SHELL_PAGE = '/';

/**
 * The worker's fetch listener. Anything `routeRequest` calls `network` is left to the
 * browser (no respondWith), so it is never read from or written to the cache.
 */
export function createFetchHandler(deps: ShellCacheDeps) {
  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await deps.caches.open(deps.cacheName);
    const stored = await cache.match(request);
    if (stored) return stored;
    const response = await deps.fetch(request);
    // Only a whole, same-origin success is kept: never an error page or an opaque answer.
    if (response.ok && response.status === 200 && response.type === 'basic') {
      await cache.put(request, response.clone());
    }
    return response;
  }

  async function shellWhenOffline(request: Request): Promise<Response> {
    const cache = await deps.caches.open(deps.cacheName);
    const shell = await cache.match(SHELL_PAGE);
    return shell ?? deps.fetch(request);
  }

  return (event: ShellFetchEvent): void => {
    const route = routeRequest(event.request, deps.origin);
    if (route === 'cache-first') event.respondWith(cacheFirst(event.request));
    // Online, navigations reach the server untouched (its status gate, fresh index.html).
    else if (route === 'shell-when-offline' && !deps.isOnline()) event.respondWith(shellWhenOffline(event.request));
  };
}
