import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { CashierDeposit } from '@platform/shared/api-contract';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { merchantCodeAtom } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { CashierScreen } from './cashier-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
  // jsdom lays nothing out: give the table's scroll box a size, so the virtualiser draws rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

const me = (permissions: string[]) => () => ({
  staff: { id: 1, name: 'fin', grants: [], permissions: { FORTUNA: permissions }, disabled: false, createdAt: '2030-01-01T00:00:00Z', lastLoginAt: null },
  idleMinutes: 15,
});
const deposit = (id: number, amount: number): CashierDeposit => ({
  id, memberId: 7, account: `player${id}`, channelCode: 'BANK', kind: 'bank', amount, status: 'pending', receiptUploadId: `up-${id}`, createdAt: '2030-01-01T10:00:00Z', decidedAt: null,
});
const store = () => {
  const s = createStore();
  s.set(merchantCodeAtom, 'FORTUNA');
  return s;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function handlers(decision: (request: unknown) => unknown, permissions = ['cashier.read', 'cashier.decide']) {
  return {
    backofficeMe: me(permissions),
    backofficeCashierSettings: () => ({ confirmAmount: 100_000, currency: 'BRL' }),
    backofficeDeposits: () => ({ rows: [deposit(1, 15_025), deposit(2, 250_000)], total: 2, page: 1, pageSize: 50 }),
    backofficeDepositDecision: decision,
  };
}

describe('cashier (issue 22 §3)', () => {
  it('approves a deposit under the threshold at once, with an idempotency key, and shows the receipt', async () => {
    const { client, calls } = fakeClient(handlers((request) => ({ ...deposit(1, 15_025), status: 'approved', request })));
    renderWithApp(<CashierScreen />, { client, i18n, store: store() });
    const receipt = await screen.findByAltText('Image 1 of request 1');
    expect(receipt).toHaveAttribute('src', '/api/backoffice/cashier/uploads/up-1?merchantCode=FORTUNA');
    fireEvent.click(await screen.findByTestId('cashier-approve-1'));
    await waitFor(() => expect(calls.some((call) => call.id === 'backofficeDepositDecision')).toBe(true));
    const sent = calls.find((call) => call.id === 'backofficeDepositDecision')!.request as Record<string, unknown>;
    expect(sent).toMatchObject({ merchantCode: 'FORTUNA', depositId: 1, decision: 'approve', confirm: false });
    expect(sent.idempotencyKey).toMatch(UUID);
    expect(await screen.findByTestId('cashier-outcome')).toHaveTextContent('Deposit 1 approved.');
  });

  it('asks for confirmation at or above the configured amount, and only then sends confirm: true', async () => {
    const { client, calls } = fakeClient(handlers(() => ({ ...deposit(2, 250_000), status: 'approved' })));
    renderWithApp(<CashierScreen />, { client, i18n, store: store() });
    fireEvent.click(await screen.findByTestId('cashier-approve-2'));
    const dialog = await screen.findByTestId('cashierConfirm');
    expect(calls.some((call) => call.id === 'backofficeDepositDecision')).toBe(false);
    expect(dialog).toHaveTextContent('player2');
    fireEvent.click(within(dialog).getByTestId('cashierConfirm-confirm'));
    await waitFor(() => expect(calls.find((call) => call.id === 'backofficeDepositDecision')?.request).toMatchObject({ depositId: 2, confirm: true }));
  });

  it('replays the same idempotency key after an uncertain failure, and a new one after a certain answer', async () => {
    let answer: () => unknown = () => {
      throw new ApiError('TIMEOUT', '', 0);
    };
    const { client, calls } = fakeClient(handlers(() => answer()));
    renderWithApp(<CashierScreen />, { client, i18n, store: store() });
    fireEvent.click(await screen.findByTestId('cashier-approve-1'));
    expect(await screen.findByTestId('cashier-outcome')).toHaveTextContent('took too long');
    answer = () => ({ ...deposit(1, 15_025), status: 'approved' });
    fireEvent.click(screen.getByTestId('cashier-approve-1'));
    await screen.findByText('Deposit 1 approved.');
    const keys = calls.filter((call) => call.id === 'backofficeDepositDecision').map((call) => (call.request as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the gateway's refusal when the role may not read the cashier, and no decision buttons", async () => {
    const { client } = fakeClient({
      ...handlers(() => null, ['content.read']),
      backofficeDeposits: () => {
        throw new ApiError('FORBIDDEN', '', 403);
      },
      backofficeCashierSettings: () => {
        throw new ApiError('FORBIDDEN', '', 403);
      },
    });
    renderWithApp(<CashierScreen />, { client, i18n, store: store() });
    expect(await screen.findByText('Your role does not allow this for this merchant.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
