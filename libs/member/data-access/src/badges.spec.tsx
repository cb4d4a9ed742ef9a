import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ApiClientProvider } from '@platform/shared/api-client';
import { LOGGED_OUT, loginStateAtom, storeValuesAtom, tokenAtom } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { useMemberCentreBadges } from './badges';
import { useUnreadMessageCount } from './messages';

function setup(isTrial = false) {
  const fake = fakeClient({
    missions: () => ({
      claimable: 1,
      missions: [
        { id: 'PLACE_10_BETS', period: 'daily', periodKey: '2030-01-01', target: 10, progress: 10, done: true, reward: 200, claimed: false },
        { id: 'WIN_ONCE', period: 'daily', periodKey: '2030-01-01', target: 1, progress: 1, done: true, reward: 300, claimed: true },
        { id: 'WIN_5', period: 'weekly', periodKey: '2029-12-31', target: 5, progress: 1, done: false, reward: 2000, claimed: false },
      ],
    }),
    unreadMessageCount: () => ({ count: 4 }),
    rewardCenter: () => ({ availablePromoCount: 2, rows: [] }),
  });
  const store = createStore();
  store.set(tokenAtom, 'token');
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true, isTrial });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={fake.client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  return { ...fake, store, wrapper };
}

describe('member-centre badges (spec §2: mission, message and reward items; §3 store values)', () => {
  it('counts claimable missions (done, not claimed), unread messages and available promotions, and keeps the store values', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useMemberCentreBadges(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ missionLeaderboard: 1, messageV2: 4, rewardCenter: 2 }));
    expect(store.get(storeValuesAtom)).toMatchObject({ unreadMessage: 4, availablePromoCount: 2 });
  });

  it('asks nothing about unread messages for a trial account (spec §4)', async () => {
    const { calls, wrapper } = setup(true);
    const { result } = renderHook(() => useUnreadMessageCount(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(calls.some((call) => call.id === 'unreadMessageCount')).toBe(false);
  });
});
