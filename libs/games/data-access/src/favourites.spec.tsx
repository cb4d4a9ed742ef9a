import { beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { Game } from '@platform/shared/api-contract';
import { ApiClientProvider } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { useFavourites } from './favourites';

const game = (nodeId: number): Game => ({
  nodeId,
  nodeName: 'Spinx',
  gameName: `g${nodeId}`,
  vassalage: 'SPINX',
  gameType: 'RNG',
  gameCode: `G${nodeId}`,
  displayName: `Game ${nodeId}`,
  showIcon: true,
  iconUrl: '',
  isGame: 'GAME',
  isTop: false,
  gameClassify: null,
});

const page = (content: Game[]) => ({
  content,
  pageNum: 1,
  pageSize: 50,
  totalPages: 1,
  totalElements: content.length,
});

let stored: Game[] = [];
function setup(options: { serverSilent?: boolean } = {}) {
  const fake = fakeClient({
    favouriteList: () => page(stored),
    addFavourite: (r) => ({ nodeId: String((r as { nodeId: string }).nodeId), added: true }),
    // A server that never answers shows what the player sees before it does.
    removeFavourite: (r) =>
      options.serverSilent
        ? new Promise(() => undefined)
        : { nodeId: String((r as { nodeId: string }).nodeId), removed: true },
  });
  const store = createStore();
  store.set(tokenAtom, 'token');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={fake.client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  const hook = renderHook(() => useFavourites(), { wrapper });
  return { ...hook, calls: fake.calls };
}

beforeAll(() => {
  stored = [];
});

describe('useFavourites (spec §4 favourites)', () => {
  it('loads the favourite ids as strings', async () => {
    stored = [game(5), game(6)];
    const { result } = setup();
    await waitFor(() => expect(result.current.ids).toEqual(['5', '6']));
    expect(result.current.isFavourite(5)).toBe(true);
  });

  it('skips adding a game that is already a favourite, without calling the server', async () => {
    stored = [game(5)];
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.ids).toEqual(['5']));
    let outcome = '';
    act(() => {
      outcome = result.current.favourite(game(5));
    });
    expect(outcome).toBe('skipped');
    expect(calls.some((c) => c.id === 'addFavourite')).toBe(false);
  });

  it('removal drops the game from the ids and the list before the server answers', async () => {
    stored = [game(5), game(6)];
    const { result } = setup({ serverSilent: true });
    await waitFor(() => expect(result.current.ids).toHaveLength(2));
    let outcome = '';
    act(() => {
      outcome = result.current.toggle(game(5));
    });
    expect(outcome).toBe('removed');
    await waitFor(() => expect(result.current.ids).toEqual(['6']));
    expect(result.current.list.map((g) => g.nodeId)).toEqual([6]);
  });

  it('throttles the toggle to one action per second', async () => {
    stored = [];
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    const outcomes: string[] = [];
    act(() => {
      outcomes.push(result.current.toggle(game(9)));
      outcomes.push(result.current.toggle(game(9)));
    });
    expect(outcomes).toEqual(['added', 'throttled']);
    await waitFor(() => expect(calls.filter((c) => c.id === 'addFavourite')).toHaveLength(1));
    expect(calls.find((c) => c.id === 'addFavourite')?.request).toMatchObject({
      nodeId: '9',
      vendor: 'SPINX',
      gameType: 'RNG',
    });
  });
});
