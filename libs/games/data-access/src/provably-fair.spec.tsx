import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { RecallGame } from '@platform/shared/api-contract';
import { ApiClientProvider, ApiError } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, type FakeHandler } from '@platform/shared/testing';
import { useGameRecall, useRotateSeed, useRoundVerification, useSeedPair } from './provably-fair';
import { gamesKeys } from './games-keys';
import { usePlayRound } from './play-round';

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const pair = (serverSeedHash: string, nonce = 0, clientSeed = 'c1') => ({ serverSeedHash, clientSeed, nonce, createdAt: '2030-01-01T00:00:00.000Z' });

function recallRound(ref: string, gameCode: string) {
  return {
    source: 'inHouse' as const,
    ref,
    gameCode,
    stake: 100,
    win: 0,
    pick: null,
    outcome: ['CHERRY', 'BELL', 'BAR'],
    status: 'settled' as const,
    realm: 'real' as const,
    createdAt: '2030-01-01T00:00:00.000Z',
    verifyUrl: `/api/games/in-house/verify?roundId=${ref}`,
    verifiable: false,
  };
}

function setup(handlers: Record<string, FakeHandler>, signedIn = true) {
  const fake = fakeClient(handlers);
  const store = createStore();
  if (signedIn) store.set(tokenAtom, 'token');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={fake.client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  return { wrapper, calls: fake.calls, queryClient };
}

describe('provably fair data access (issue 11 "Verifiable in-house games", game recall)', () => {
  it('loads the seed pair only with a session, and a rotation replaces it with the new pair at once', async () => {
    let current = pair(HASH_A, 3);
    const { wrapper, calls, queryClient } = setup({
      gameSeed: () => current,
      rotateSeed: (r) => {
        const revealed = { serverSeed: 'f'.repeat(64), serverSeedHash: current.serverSeedHash, clientSeed: current.clientSeed, rounds: current.nonce, revealedAt: '2030-01-01T00:00:00.000Z' };
        current = pair(HASH_B, 0, (r as { clientSeed?: string }).clientSeed ?? current.clientSeed);
        return { revealed, active: current };
      },
    });
    const { result } = renderHook(() => ({ seed: useSeedPair(), rotate: useRotateSeed() }), { wrapper });
    await waitFor(() => expect(result.current.seed.data?.serverSeedHash).toBe(HASH_A));
    await act(() => result.current.rotate.mutateAsync({ clientSeed: 'mine' }));
    // The query cache has the new pair at once; react-query tells the hook on its next tick (a timer),
    // which a loaded machine can delay past the act() above.
    await waitFor(() => expect(result.current.seed.data).toMatchObject({ serverSeedHash: HASH_B, clientSeed: 'mine', nonce: 0 }));
    expect(queryClient.getQueryData(gamesKeys.seed())).toMatchObject({ serverSeedHash: HASH_B });
    expect(result.current.rotate.data?.revealed).toMatchObject({ serverSeedHash: HASH_A, rounds: 3 });
    expect(calls.filter((c) => c.id === 'rotateSeed').map((c) => c.request)).toEqual([{ clientSeed: 'mine' }]);

    const guest = setup({ gameSeed: () => current }, false);
    const { result: guestResult } = renderHook(() => useSeedPair(), { wrapper: guest.wrapper });
    expect(guestResult.current.fetchStatus).toBe('idle');
    expect(guest.calls).toHaveLength(0);
  });

  it("keeps one game's recalled rounds, newest first as the gateway sends them", async () => {
    const games: RecallGame[] = [
      { source: 'inHouse', gameCode: 'PGE_DICE', rounds: [recallRound('d2', 'PGE_DICE'), recallRound('d1', 'PGE_DICE')] },
      { source: 'inHouse', gameCode: 'PGE_SLOT3', rounds: [recallRound('s1', 'PGE_SLOT3')] },
    ];
    const { wrapper } = setup({ gameRecall: () => ({ games }) });
    const { result } = renderHook(() => ({ dice: useGameRecall('PGE_DICE'), all: useGameRecall() }), { wrapper });
    await waitFor(() => expect(result.current.dice.data?.map((r) => r.ref)).toEqual(['d2', 'd1']));
    expect(result.current.all.data?.map((r) => r.ref)).toEqual(['d2', 'd1', 's1']);
  });

  it('verifies a round by id, and reports SEED_NOT_REVEALED once, without retrying', async () => {
    let asked = 0;
    const { wrapper } = setup({
      verifyRound: () => {
        asked += 1;
        throw new ApiError('SEED_NOT_REVEALED', 'secret', 409);
      },
    });
    const { result } = renderHook(() => useRoundVerification('4f0c4a5e-8a43-4c55-9a3c-0d7c26f1e0a1'), { wrapper });
    await waitFor(() => expect(result.current.error?.code).toBe('SEED_NOT_REVEALED'));
    expect(asked).toBe(1);
    const { result: idle } = renderHook(() => useRoundVerification(null), { wrapper });
    expect(idle.current.fetchStatus).toBe('idle');
  });

  it('sends the shown seed hash with a round and refreshes the pair and the recall afterwards', async () => {
    let seedLoads = 0;
    let recallLoads = 0;
    const { wrapper, calls } = setup({
      gameSeed: () => {
        seedLoads += 1;
        return pair(HASH_A, seedLoads);
      },
      gameRecall: () => {
        recallLoads += 1;
        return { games: [] };
      },
      playRound: () => ({ roundId: 'r', gameCode: 'PGE_SLOT3', bet: 100, win: 0, outcome: ['BAR', 'BELL', 'BAR'], balance: 900, realm: 'real', createdAt: '2030-01-01T00:00:00.000Z' }),
    });
    const { result } = renderHook(() => ({ seed: useSeedPair(), recall: useGameRecall(), play: usePlayRound() }), { wrapper });
    await waitFor(() => expect(result.current.seed.data?.nonce).toBe(1));
    await waitFor(() => expect(result.current.recall.isSuccess).toBe(true));
    await act(() => result.current.play.mutateAsync({ gameCode: 'PGE_SLOT3', bet: 100, serverSeedHash: HASH_A }));
    expect(calls.find((c) => c.id === 'playRound')?.request).toMatchObject({ gameCode: 'PGE_SLOT3', bet: 100, serverSeedHash: HASH_A });
    await waitFor(() => expect(result.current.seed.data?.nonce).toBe(2));
    expect(recallLoads).toBe(2);
  });
});
