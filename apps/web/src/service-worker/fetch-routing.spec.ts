import { describe, expect, it, vi } from 'vitest';
import { createFetchHandler, SHELL_PAGE, type ShellFetchEvent } from './fetch-handler';
import { routeRequest, type RoutedRequest } from './fetch-routing';

const ORIGIN = 'https://lucky.example';

function request(path: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  return {
    method: init.method ?? 'GET',
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    mode: init.mode ?? 'cors',
    headers,
  } satisfies RoutedRequest;
}

/** An in-memory CacheStorage that records every write. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const puts: string[] = [];
  const key = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.href : r.url);
  const cache = {
    match: async (r: RequestInfo | URL) => entries.get(key(r))?.clone(),
    put: async (r: RequestInfo | URL, response: Response) => {
      puts.push(key(r));
      entries.set(key(r), response);
    },
  };
  return { caches: { open: async () => cache as unknown as Cache }, entries, puts };
}

function okResponse(body: string): Response {
  const response = new Response(body, { status: 200 });
  // Node's Response is always "default"; a same-origin answer in a worker is "basic".
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

function dispatch(handler: (event: ShellFetchEvent) => void, routed: RoutedRequest) {
  let responded: Promise<Response> | undefined;
  handler({ request: routed as ShellFetchEvent['request'], respondWith: (p) => void (responded = p) });
  return responded;
}

describe('service worker fetch routing', () => {
  it.each([
    ['/api/wallet/balance'],
    ['/api/member/info'],
    ['/api/lottery/bet-record'],
    ['/api'],
    ['/health/ready'],
    ['/live/socket.io/?EIO=4&transport=polling'],
  ])('never serves or stores the live/API path %s', (path) => {
    expect(routeRequest(request(path), ORIGIN)).toBe('network');
    expect(routeRequest(request(path, { mode: 'navigate' }), ORIGIN)).toBe('network');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('leaves every %s to the network, even for a build file', (method) => {
    expect(routeRequest(request('/assets/index-a1.js', { method }), ORIGIN)).toBe('network');
  });

  it('leaves any request with an Authorization header to the network', () => {
    expect(routeRequest(request('/assets/index-a1.js', { headers: { Authorization: 'Bearer t' } }), ORIGIN)).toBe('network');
  });

  it('leaves other origins (image CDNs, game vendors) to the network', () => {
    expect(routeRequest(request('https://img1.fortuna.example/assets/x.png'), ORIGIN)).toBe('network');
  });

  it('serves build files cache-first and navigations from the network', () => {
    expect(routeRequest(request('/assets/index-a1.js'), ORIGIN)).toBe('cache-first');
    expect(routeRequest(request('/icons/icon-192.png'), ORIGIN)).toBe('cache-first');
    expect(routeRequest(request('/manifest.webmanifest'), ORIGIN)).toBe('cache-first');
    expect(routeRequest(request('/wallet', { mode: 'navigate' }), ORIGIN)).toBe('shell-when-offline');
    expect(routeRequest(request('/assets/index-a1.js?token=x'), ORIGIN)).toBe('network');
    expect(routeRequest(request('/some-data.json'), ORIGIN)).toBe('network');
  });
});

describe('service worker fetch handler', () => {
  function setUp(online = true) {
    const store = memoryCaches();
    const fetch = vi.fn(async (r: Request) => okResponse(`network ${r.url}`));
    const handler = createFetchHandler({ origin: ORIGIN, cacheName: 'app-shell-test', caches: store.caches, fetch, isOnline: () => online });
    return { ...store, fetch, handler };
  }

  it('does not intercept an API answer, so nothing of it is cached', () => {
    const { handler, puts, fetch } = setUp();
    expect(dispatch(handler, request('/api/wallet/balance'))).toBeUndefined();
    expect(dispatch(handler, request('/api/wallet/withdraw', { method: 'POST' }))).toBeUndefined();
    expect(dispatch(handler, request('/api/games/list', { headers: { authorization: 'Bearer t' } }))).toBeUndefined();
    expect(puts).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores a build file on first use and answers from the cache after that', async () => {
    const { handler, puts, fetch } = setUp();
    const first = await dispatch(handler, request('/assets/wallet-page-d4.js'));
    expect(await first?.text()).toBe(`network ${ORIGIN}/assets/wallet-page-d4.js`);
    const second = await dispatch(handler, request('/assets/wallet-page-d4.js'));
    expect(await second?.text()).toBe(`network ${ORIGIN}/assets/wallet-page-d4.js`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(puts).toEqual([`${ORIGIN}/assets/wallet-page-d4.js`]);
  });

  it('does not store a failed build-file answer', async () => {
    const { handler, puts, fetch } = setUp();
    fetch.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    expect((await dispatch(handler, request('/assets/missing.js')))?.status).toBe(404);
    expect(puts).toEqual([]);
  });

  it('lets navigations through online and answers them with the stored shell offline', async () => {
    const online = setUp(true);
    expect(dispatch(online.handler, request('/wallet', { mode: 'navigate' }))).toBeUndefined();
    const offline = setUp(false);
    offline.entries.set(SHELL_PAGE, okResponse('<!doctype html>shell'));
    const answer = await dispatch(offline.handler, request('/wallet', { mode: 'navigate' }));
    expect(await answer?.text()).toBe('<!doctype html>shell');
    expect(offline.puts).toEqual([]);
  });
});
