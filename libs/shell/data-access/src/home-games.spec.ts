import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Game } from '@platform/shared/api-contract';
import { fakeClient } from '@platform/shared/testing';
import { hotGamesQueryOptions, popularGamesQueryOptions, refreshHotGames } from './home-games';
import { reloadForLanguage } from './language-change';
import { SESSION_CACHE_KEYS, readSessionCache } from './session-cache';

const game = (nodeId: number, displayName: string): Game => ({
  nodeId,
  nodeName: 'Spinx',
  gameName: displayName,
  vassalage: 'SPINX',
  gameType: 'RNG',
  gameCode: `SPINX_${nodeId}`,
  displayName,
  showIcon: true,
  iconUrl: `/images/games/SPINX/SPINX_${nodeId}.png`,
  isGame: 'GAME',
  isTop: true,
  gameClassify: null,
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('home hot games (spec §4 "cached in session storage under HOT_GAMES until a refresh is requested", §7)', () => {
  it('asks for the merchant, isPlatform 2, html5-desktop and the language', async () => {
    const { client, calls } = fakeClient({ hotGames: () => [] });
    await new QueryClient().fetchQuery(hotGamesQueryOptions(client, 'FORTUNA', 'PT', memoryStorage()));
    expect(calls).toEqual([
      { id: 'hotGames', request: { merchantCode: 'FORTUNA', isPlatform: 2, platform: 'html5-desktop', language: 'PT' } },
    ]);
  });

  it('writes fetched hot games through to session storage under HOT_GAMES', async () => {
    const storage = memoryStorage();
    const { client } = fakeClient({ hotGames: () => [game(1, 'Dragon')] });
    await new QueryClient().fetchQuery(hotGamesQueryOptions(client, 'FORTUNA', 'EN', storage));
    expect(storage.map.has('HOT_GAMES')).toBe(true);
    expect(readSessionCache(storage, SESSION_CACHE_KEYS.hotGames, 'EN')).toEqual([game(1, 'Dragon')]);
  });

  it('serves hot games cached under HOT_GAMES without asking the gateway', async () => {
    const storage = memoryStorage();
    storage.setItem('HOT_GAMES', JSON.stringify({ language: 'EN', value: [game(7, 'Cached')] }));
    const { client, calls } = fakeClient({ hotGames: () => [game(1, 'Fresh')] });
    const observer = new QueryObserver(new QueryClient(), hotGamesQueryOptions(client, 'FORTUNA', 'EN', storage));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual([game(7, 'Cached')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(0);
    unsubscribe();
  });

  it('ignores hot games cached in another language', async () => {
    const storage = memoryStorage();
    storage.setItem('HOT_GAMES', JSON.stringify({ language: 'PT', value: [game(7, 'Quente')] }));
    const { client, calls } = fakeClient({ hotGames: () => [game(1, 'Hot')] });
    expect(await new QueryClient().fetchQuery(hotGamesQueryOptions(client, 'FORTUNA', 'EN', storage))).toEqual([game(1, 'Hot')]);
    expect(calls).toHaveLength(1);
  });

  it('bypasses the cache when a refresh is requested', async () => {
    const storage = memoryStorage();
    storage.setItem('HOT_GAMES', JSON.stringify({ language: 'EN', value: [game(7, 'Cached')] }));
    const { client, calls } = fakeClient({ hotGames: () => [game(3, 'Fresh')] });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, hotGamesQueryOptions(client, 'FORTUNA', 'EN', storage));
    const unsubscribe = observer.subscribe(() => undefined);
    await refreshHotGames(queryClient, 'EN', storage);
    expect(calls).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([game(3, 'Fresh')]);
    expect(readSessionCache(storage, SESSION_CACHE_KEYS.hotGames, 'EN')).toEqual([game(3, 'Fresh')]);
    unsubscribe();
  });

  it('is dropped and fetched again on a language change', async () => {
    const storage = memoryStorage();
    storage.setItem('HOT_GAMES', JSON.stringify({ language: 'EN', value: [game(7, 'Cached')] }));
    const { client, calls } = fakeClient({ hotGames: () => [game(3, 'Fresh')] });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, hotGamesQueryOptions(client, 'FORTUNA', 'EN', storage));
    const unsubscribe = observer.subscribe(() => undefined);
    await reloadForLanguage(queryClient, storage);
    expect(calls).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([game(3, 'Fresh')]);
    unsubscribe();
  });
});

describe('popular games (spec §7, the recommended tab)', () => {
  it('asks for the language', async () => {
    const { client, calls } = fakeClient({ popularGames: () => [game(1, 'Top')] });
    expect(await new QueryClient().fetchQuery(popularGamesQueryOptions(client, 'EN'))).toEqual([game(1, 'Top')]);
    expect(calls).toEqual([{ id: 'popularGames', request: { language: 'EN' } }]);
  });
});
