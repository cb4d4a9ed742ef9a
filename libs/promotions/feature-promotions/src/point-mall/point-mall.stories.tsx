import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@platform/shared/api-client';
import { fakeClient, type FakeHandler } from '@platform/shared/testing';
import { emptyPointsPage, pointMallHandlers, pointsSummary, signedInStore } from '../testing/points-fixtures';
import { PointMall } from './point-mall';

/** Stories only: a store and a fake client answering the points calls (no network). */
function Frame({ handlers, store, children }: { handlers: Record<string, FakeHandler>; store: ReturnType<typeof createStore>; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={fakeClient(handlers).client}>
          <MemoryRouter>{children}</MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

const meta: Meta = { title: 'promotions/PointMall' };
export default meta;

/** A member with 1,200 points: the first two rewards are redeemable, the third is not. */
export const Member: StoryObj = {
  render: () => (
    <Frame handlers={pointMallHandlers} store={signedInStore()}>
      <PointMall />
    </Frame>
  ),
};

/** A new member: no points yet, every reward disabled, empty history. */
export const NoPoints: StoryObj = {
  render: () => (
    <Frame
      handlers={{ ...pointMallHandlers, pointsSummary: () => pointsSummary({ balance: 0, earned: 0, turnover: 0 }), redeemRecords: () => emptyPointsPage, pointsDetails: () => emptyPointsPage }}
      store={signedInStore()}
    >
      <PointMall />
    </Frame>
  ),
};

export const LoggedOut: StoryObj = {
  render: () => (
    <Frame handlers={pointMallHandlers} store={createStore()}>
      <PointMall />
    </Frame>
  ),
};
