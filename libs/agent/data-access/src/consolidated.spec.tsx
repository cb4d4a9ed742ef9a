import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { SystemStatus } from '@platform/shared/api-contract';
import { ApiClientProvider } from '@platform/shared/api-client';
import { LOGGED_OUT, loginStateAtom, systemInfoAtom, tokenAtom } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { consolidatedFlagsOf, hasPendingContract, pendingKeyOf, shouldLoadConsolidated, useConsolidatedContracts } from './consolidated';

const none = { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false };
const offer = (id: number, downline: string, status: 'offered' | 'active' | 'ending' = 'offered', endRequestedBy: string | null = null) => ({
  id, kind: 'daily_salary' as const, status, cycle: 'daily' as const, upline: 'agent01', downline, tiers: [], rate: 100,
  endRequestedBy, endReason: null, createdAt: '2030-01-01T00:00:00Z', acceptedAt: status === 'offered' ? null : '2030-01-01T00:00:00Z', endedAt: null,
});

function wrapperWith(client: ReturnType<typeof fakeClient>['client'], state: { token: string | null; isTrial?: boolean; agentPolicyServed?: boolean }) {
  const store = createStore();
  store.set(tokenAtom, state.token);
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: state.token !== null, isTrial: state.isTrial ?? false });
  if (state.agentPolicyServed === false) {
    store.set(systemInfoAtom, { whitelabelVal: { AGENTPOLICY3: false } } as unknown as SystemStatus['info']);
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

describe('consolidated contract info (spec §4: non-trial users, AGENTPOLICY3 on)', () => {
  it('loads only for a logged-in, non-trial member with the agent policy on', () => {
    const on = { signedIn: true, isLogin: true, isTrial: false, agentPolicy: true };
    expect(shouldLoadConsolidated(on)).toBe(true);
    expect(shouldLoadConsolidated({ ...on, isTrial: true })).toBe(false);
    expect(shouldLoadConsolidated({ ...on, agentPolicy: false })).toBe(false);
    expect(shouldLoadConsolidated({ ...on, signedIn: false })).toBe(false);
    expect(shouldLoadConsolidated({ ...on, isLogin: false })).toBe(false);
  });

  it('calls the contracts once for a member and answers the spec flags', async () => {
    const { client, calls } = fakeClient({ contracts: () => ({ received: [offer(7, 'kid')], offered: [], pending: { ...none, daily_salary: true } }) });
    const { result } = renderHook(() => useConsolidatedContracts(), { wrapper: wrapperWith(client, { token: 't' }) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ id: 'contracts', request: {} }]);
    expect(result.current.data?.flags).toEqual({ divtypereq: false, dailysalreqtype: true, contracthoursalreq: false, realtimesalreqtype: false });
  });

  it.each([
    ['a trial user', { token: 't', isTrial: true }],
    ['a guest', { token: null }],
    ['a brand whose served config turns AGENTPOLICY3 off', { token: 't', agentPolicyServed: false }],
  ])('calls nothing for %s', async (_name, state) => {
    const { client, calls } = fakeClient({ contracts: () => ({ received: [], offered: [], pending: none }) });
    const { result } = renderHook(() => useConsolidatedContracts(), { wrapper: wrapperWith(client, state) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.enabled).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('maps the kinds to the spec flag names and keys what waits for this member', () => {
    const flags = consolidatedFlagsOf({ ...none, realtime_salary: true });
    expect(flags.realtimesalreqtype).toBe(true);
    expect(hasPendingContract(flags)).toBe(true);
    expect(hasPendingContract(consolidatedFlagsOf(none))).toBe(false);
    const value = {
      received: [offer(3, 'kid'), offer(4, 'kid', 'active'), offer(5, 'kid', 'ending', 'agent01')],
      offered: [
        { ...offer(9, 'grandkid'), upline: 'kid' },
        { ...offer(10, 'grandkid', 'ending', 'kid'), upline: 'kid' },
        { ...offer(11, 'grandkid', 'ending', 'grandkid'), upline: 'kid' },
      ],
      pending: none,
    };
    // Offered to kid, and terminations the other side asked for; not kid's own end request nor kid's offer to others.
    expect(pendingKeyOf(value)).toBe('11:ending,3:offered,5:ending');
  });
});
