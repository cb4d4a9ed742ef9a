import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderBalance } from '../components/header-balance';
import { balanceOf, emptyPage, withdrawal } from '../testing/fixtures';
import { WalletStoryFrame } from '../testing/story-frame';
import { TransferFundPage } from './transfer-fund-page';
import { WithdrawPage } from './withdraw-page';
import { TransactionHistoryPage } from './transaction-history-page';

const meta: Meta = { title: 'wallet/Pages' };
export default meta;

const base = {
  walletBalance: () => balanceOf(),
  merchantWallet: () => ({ isSingle: false }),
};

/** The header balance with its refresh, show/hide and deposit shortcut. */
export const Balance: StoryObj = {
  render: () => (
    <WalletStoryFrame handlers={base}>
      <HeaderBalance depositHref="/?memberCenter=depositv2" />
    </WalletStoryFrame>
  ),
};

export const TransferFund: StoryObj = {
  render: () => (
    <WalletStoryFrame handlers={base}>
      <TransferFundPage />
    </WalletStoryFrame>
  ),
};

/** A paid withdrawal waiting for the player's receipt answer, above an earlier auto-confirmed one. */
export const WithdrawWithReceipt: StoryObj = {
  render: () => (
    <WalletStoryFrame
      handlers={{
        ...base,
        withdrawInfo: () => ({ hasWithdrawPassword: true, available: 1_000_00, held: 100_00, autoConfirmMinutes: 30 }),
        withdrawals: () => ({
          ...emptyPage,
          total: 2,
          totalPages: 1,
          rows: [
            withdrawal({ id: 2, status: 'paid', confirmDeadline: new Date(Date.now() + 20 * 60_000).toISOString() }),
            withdrawal({ id: 1, status: 'auto_confirmed' }),
          ],
        }),
      }}
    >
      <WithdrawPage />
    </WalletStoryFrame>
  ),
};

export const AccountRecordEmpty: StoryObj = {
  render: () => (
    <WalletStoryFrame handlers={{ ...base, transactionHistory: () => ({ ...emptyPage, pageSize: 20 }) }}>
      <TransactionHistoryPage />
    </WalletStoryFrame>
  ),
};
