import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { shellKeys } from '@platform/shell/data-access';
import { walletKeys } from '@platform/wallet/feature-wallet/shell-api';
import { lotteryKeys } from '@platform/lottery/feature-lottery/shell-api';
import { memberKeys } from '@platform/member/feature-member/shell-api';
import { agentKeys } from '@platform/agent/feature-agent/shell-api';
import { useLiveEvents, type LiveIdentity } from './use-live-events';

const sockets: FakeSocket[] = [];
class FakeSocket {
  handlers = new Map<string, (() => void)[]>();
  closed = false;
  constructor(readonly options: Record<string, unknown>) {}
  on(event: string, handler: () => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  fire(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  close() {
    this.closed = true;
  }
}
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

afterEach(() => {
  sockets.length = 0;
});

function setup(identity: LiveIdentity | null) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const view = renderHook(() => useLiveEvents(identity), { wrapper });
  return { invalidate, ...view };
}

const alice = { token: 't0k3n', customerId: 42, account: 'alice01' };

describe('the live-event socket client', () => {
  it('does not connect for a guest', async () => {
    setup(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets).toHaveLength(0);
  });

  it('connects on /live with the token, customerId and account, and refetches the wallet on a balance push', async () => {
    const { invalidate } = setup(alice);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.options).toMatchObject({ path: '/live', auth: alice });
    sockets[0]!.fire('connect');
    expect(invalidate).not.toHaveBeenCalled();
    sockets[0]!.fire('balance');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.all });
    // A settlement arrives as a balance push: my lottery bets' status changes with it.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: lotteryKeys.all });
  });

  it('refetches the lottery, and only the lottery, when a period is drawn', async () => {
    const { invalidate } = setup(alice);
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.fire('draw');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: lotteryKeys.all });
  });

  it('refetches the inbox, and only the inbox, when a message arrives', async () => {
    const { invalidate } = setup(alice);
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.fire('message');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.messages() });
  });

  it("refetches every announcement list (home popups, notices, the agent centre's page) when an operator writes one", async () => {
    const queryClient = new QueryClient();
    // Two cached lists of another shape: both must go stale, whatever their types, language or token.
    queryClient.setQueryData(shellKeys.announcements('PU,PL,B,PR', 'EN', 't0k3n'), []);
    queryClient.setQueryData(shellKeys.announcements('H', 'PT', 't0k3n'), []);
    queryClient.setQueryData(agentKeys.announcements('EN'), []);
    queryClient.setQueryData(walletKeys.all, {});
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useLiveEvents(alice), { wrapper });
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.fire('announcement');
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(shellKeys.announcements('PU,PL,B,PR', 'EN', 't0k3n'))).toBe(true);
    expect(stale(shellKeys.announcements('H', 'PT', 't0k3n'))).toBe(true);
    expect(stale(agentKeys.announcements('EN'))).toBe(true);
    // Nothing else refetches: the wallet is untouched.
    expect(stale(walletKeys.all)).toBe(false);
  });

  it('resyncs after a reconnect, and closes on logout', async () => {
    const { invalidate, unmount } = setup(alice);
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.fire('connect');
    sockets[0]!.fire('connect');
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: lotteryKeys.all });
    unmount();
    expect(sockets[0]!.closed).toBe(true);
  });
});
