import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { Contract } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { CONTRACT_POPUP_CLOSED_KEY, ContractOffersPopup } from './contract-offers-popup';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
beforeEach(() => sessionStorage.clear());

const member = () => {
  const store = createStore();
  store.set(tokenAtom, 'token');
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true });
  return store;
};
const offer: Contract = {
  id: 5, kind: 'daily_salary', status: 'offered', cycle: 'daily', upline: 'agent01', downline: 'kid01', tiers: [{ minBet: 0, pnl: 0, minActiveMembers: 0, rate: 300 }],
  rate: 300, endRequestedBy: null, endReason: null, createdAt: '2030-01-01T00:00:00Z', acceptedAt: null, endedAt: null,
};
const none = { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false };
const waiting = { received: [offer], offered: [], pending: { ...none, daily_salary: true } };

describe('the contract popup after login (spec §2, §3 consolidated flags)', () => {
  it('opens for a plain member with an offer waiting, without the offer form, and stays closed once closed', async () => {
    const { client } = fakeClient({ contracts: () => waiting });
    const { unmount } = renderWithApp(<ContractOffersPopup blocked={false} isAgent={false} />, { client, i18n, store: member() });
    const popup = await screen.findByTestId('contractModal');
    expect(await screen.findByTestId('contracts-received')).toHaveTextContent('agent01');
    expect(screen.queryByTestId('offer-contract')).not.toBeInTheDocument();
    fireEvent.click(popup.querySelector('button[aria-label="Close"]')!);
    await waitFor(() => expect(screen.queryByTestId('contractModal')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(CONTRACT_POPUP_CLOSED_KEY)).toBe('5:offered');
    unmount();
    // A reload in the same session: the same offer does not reopen it.
    renderWithApp(<ContractOffersPopup blocked={false} isAgent={false} />, { client, i18n, store: member() });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByTestId('contractModal')).not.toBeInTheDocument();
  });

  it('waits while another popup or a centre is open', async () => {
    const { client, calls } = fakeClient({ contracts: () => waiting });
    function Harness() {
      const [blocked, setBlocked] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setBlocked(false)}>
            unblock
          </button>
          <ContractOffersPopup blocked={blocked} isAgent={false} />
        </>
      );
    }
    renderWithApp(<Harness />, { client, i18n, store: member() });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByTestId('contractModal')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('unblock'));
    expect(await screen.findByTestId('contractModal')).toBeInTheDocument();
  });

  it('shows nothing when no contract waits', async () => {
    const { client, calls } = fakeClient({ contracts: () => ({ received: [{ ...offer, status: 'active' as const }], offered: [], pending: none }) });
    renderWithApp(<ContractOffersPopup blocked={false} isAgent />, { client, i18n, store: member() });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByTestId('contractModal')).not.toBeInTheDocument();
  });
});
