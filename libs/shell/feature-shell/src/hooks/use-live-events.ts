import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_EVENT, BALANCE_EVENT, DRAW_EVENT, LIVE_PATH, MESSAGE_EVENT } from '@platform/shared/api-contract';
import { isAnnouncementList } from '@platform/shell/data-access';
import { walletKeys } from '@platform/wallet/feature-wallet/shell-api';
import { lotteryKeys } from '@platform/lottery/feature-lottery/shell-api';
import { memberKeys } from '@platform/member/feature-member/shell-api';

export interface LiveIdentity {
  token: string;
  customerId: number;
  account: string;
}

/**
 * The live-event socket (spec §2: only when logged in; it receives customerId and account).
 * socket.io-client loads on first use, so guests never download it. A balance push and every
 * reconnect refetch the wallet: pushes carry no amounts, and a reconnect may have missed some.
 * A draw refetches the lottery (new results, the next period); so does a balance push, which is
 * how a settlement arrives (my bets' status), and a reconnect. An announcement push refetches the
 * home popups, notices and the agent centre's page: the GET decides which items this viewer sees.
 */
export function useLiveEvents(identity: LiveIdentity | null): void {
  const queryClient = useQueryClient();
  const token = identity?.token;
  const customerId = identity?.customerId;
  const account = identity?.account;

  useEffect(() => {
    if (!token || customerId === undefined) return;
    let closed = false;
    let close = () => {
      closed = true;
    };
    const refreshLottery = () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
    const refreshWallet = () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      refreshLottery();
    };
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io({ path: LIVE_PATH, auth: { token, customerId, account }, transports: ['websocket', 'polling'] });
      let connectedBefore = false;
      socket.on('connect', () => {
        if (connectedBefore) refreshWallet();
        connectedBefore = true;
      });
      socket.on(BALANCE_EVENT, refreshWallet);
      socket.on(DRAW_EVENT, refreshLottery);
      socket.on(MESSAGE_EVENT, () => void queryClient.invalidateQueries({ queryKey: memberKeys.messages() }));
      // Matched by shape rather than by importing the agent library's keys: that import would put
      // the agent calls' schemas into the layout's chunk, which every visitor downloads.
      socket.on(ANNOUNCEMENT_EVENT, () => void queryClient.invalidateQueries({ predicate: (query) => isAnnouncementList(query.queryKey) }));
      close = () => socket.close();
    });
    return () => close();
  }, [token, customerId, account, queryClient]);
}
