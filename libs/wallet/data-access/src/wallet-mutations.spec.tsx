import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, ApiError } from '@platform/shared/api-client';
import { fakeClient } from '@platform/shared/testing';
import { useTransferRelay } from './wallet-mutations';

function setup(answers: (() => unknown)[]) {
  const { client, calls } = fakeClient({
    transferRelay: () => {
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useTransferRelay(), { wrapper });
  const keys = () => calls.map((c) => (c.request as { idempotencyKey: string }).idempotencyKey);
  return { result, keys };
}

const ok = () => ({ transferId: 1, from: 'MAIN', to: 'AG', amount: 100, fromBalance: 0, toBalance: 100 });
const input = { from: 'MAIN', to: 'AG', amount: 100 };

describe('money mutations carry one idempotency key per user action', () => {
  it('re-sends the same key after a timeout, so a retry cannot move the money twice', async () => {
    const { result, keys } = setup([
      () => {
        throw new ApiError('TIMEOUT', 'slow', 0);
      },
      ok,
    ]);
    await act(() => result.current.mutateAsync(input).catch(() => undefined));
    await act(() => result.current.mutateAsync(input));
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toBe(keys()[1]);
  });

  it('makes a new key once the server has answered for certain', async () => {
    const { result, keys } = setup([
      () => {
        throw new ApiError('INSUFFICIENT_BALANCE', 'no', 422);
      },
      ok,
      ok,
    ]);
    await act(() => result.current.mutateAsync(input).catch(() => undefined));
    await act(() => result.current.mutateAsync(input));
    await act(() => result.current.mutateAsync(input));
    await waitFor(() => expect(new Set(keys()).size).toBe(3));
  });
});
