import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { SESSION_CACHE_KEYS, readSessionCache } from './session-cache';
import { refreshWinners, sortWinnersByAmount, winnersQueryOptions } from './winners';

const winner = (customerName: string, winAmount: number) => ({
  vo: { customerName, gameName: 'Fortune Tiger', iconUrl: '/i.png', winAmount },
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

describe('winner board query (spec §4, §7, §9)', () => {
  it('asks for gameCategory ALL, the language and limitNum 20', async () => {
    const { client, calls } = fakeClient({ winners: () => [] });
    await new QueryClient().fetchQuery(winnersQueryOptions(client, 'PT', memoryStorage()));
    expect(calls).toEqual([{ id: 'winners', request: { gameCategory: 'ALL', language: 'PT', limitNum: '20' } }]);
  });

  it('sorts the board by winAmount descending', () => {
    const sorted = sortWinnersByAmount([winner('a', 5), winner('b', 50), winner('c', 20)]);
    expect(sorted.map((w) => w.vo.winAmount)).toEqual([50, 20, 5]);
  });

  it('writes a fetched board through to session storage under WINNERS', async () => {
    const storage = memoryStorage();
    const { client } = fakeClient({ winners: () => [winner('a', 1), winner('b', 9)] });
    await new QueryClient().fetchQuery(winnersQueryOptions(client, 'EN', storage));
    expect(readSessionCache(storage, SESSION_CACHE_KEYS.winners, 'EN')).toEqual([winner('b', 9), winner('a', 1)]);
  });

  it('serves a board cached under WINNERS without asking the gateway', async () => {
    const storage = memoryStorage();
    storage.setItem('WINNERS', JSON.stringify({ language: 'EN', value: [winner('cached', 7)] }));
    const { client, calls } = fakeClient({ winners: () => [winner('fresh', 1)] });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, winnersQueryOptions(client, 'EN', storage));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual([winner('cached', 7)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(0);
    unsubscribe();
  });

  it('ignores a board cached in another language', async () => {
    const storage = memoryStorage();
    storage.setItem('WINNERS', JSON.stringify({ language: 'PT', value: [winner('pt', 7)] }));
    const { client, calls } = fakeClient({ winners: () => [winner('en', 1)] });
    const value = await new QueryClient().fetchQuery(winnersQueryOptions(client, 'EN', storage));
    expect(value).toEqual([winner('en', 1)]);
    expect(calls).toHaveLength(1);
  });

  it('bypasses the cache when a refresh is requested', async () => {
    const storage = memoryStorage();
    storage.setItem('WINNERS', JSON.stringify({ language: 'EN', value: [winner('cached', 7)] }));
    const { client, calls } = fakeClient({ winners: () => [winner('fresh', 3)] });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, winnersQueryOptions(client, 'EN', storage));
    const unsubscribe = observer.subscribe(() => undefined);
    await refreshWinners(queryClient, 'EN', storage);
    expect(calls).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([winner('fresh', 3)]);
    expect(readSessionCache(storage, SESSION_CACHE_KEYS.winners, 'EN')).toEqual([winner('fresh', 3)]);
    unsubscribe();
  });
});
