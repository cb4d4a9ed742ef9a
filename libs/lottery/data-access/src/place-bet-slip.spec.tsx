import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, ApiError } from '@platform/shared/api-client';
import { WALLET_QUERY_ROOT } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { usePlaceBetSlip } from './place-bet-slip';

function setup(answers: (() => unknown)[]) {
  let n = 0;
  const { client, calls } = fakeClient({
    placeLotteryBet: () => {
      const answer = answers[n++];
      return answer?.();
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { calls, queryClient, wrapper };
}

const slip = { gameCode: 'DICE' as const, periodId: 'DICE-1', bets: [{ betType: 'BIG' as const, stake: 100 }] };
const keyOf = (request: unknown) => (request as { idempotencyKey: string }).idempotencyKey;

describe('usePlaceBetSlip', () => {
  it('replays the same idempotency key after a timeout and makes a new one after an answer', async () => {
    const { calls, wrapper } = setup([
      () => {
        throw new ApiError('TIMEOUT', 'timeout', 0);
      },
      () => ({ bets: [], balance: 0 }),
      () => ({ bets: [], balance: 0 }),
    ]);
    const { result } = renderHook(() => usePlaceBetSlip(), { wrapper });
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await result.current.mutateAsync(slip).catch(() => undefined);
      });
    }
    await waitFor(() => expect(calls).toHaveLength(3));
    const keys = calls.map((c) => keyOf(c.request));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('refreshes the balance after a slip, placed or refused', async () => {
    const { queryClient, wrapper } = setup([
      () => ({ bets: [], balance: 0 }),
      () => {
        throw new ApiError('INSUFFICIENT_BALANCE', 'no money', 400);
      },
    ]);
    const balanceKey = [...WALLET_QUERY_ROOT, 'balance'];
    const { result } = renderHook(() => usePlaceBetSlip(), { wrapper });
    for (let attempt = 0; attempt < 2; attempt++) {
      queryClient.setQueryData(balanceKey, { balance: 100 });
      await act(async () => {
        await result.current.mutateAsync(slip).catch(() => undefined);
      });
      await waitFor(() => expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true));
    }
  });
});
