import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { Contract } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { ContractCentre } from './contract-centre';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
const store = () => {
  const s = createStore();
  s.set(tokenAtom, 'token');
  return s;
};
const contract = (patch: Partial<Contract>): Contract => ({
  id: 1, kind: 'daily_salary', status: 'offered', cycle: 'daily', upline: 'agent01', downline: 'sub01', tiers: [{ minBet: 10_000, pnl: 0, minActiveMembers: 1, rate: 100 }],
  rate: 100, endRequestedBy: null, endReason: null, createdAt: '2030-01-01T00:00:00Z', acceptedAt: null, endedAt: null, ...patch,
});
const pending = { dividend: false, daily_salary: true, hourly_salary: false, realtime_salary: false };

describe('the contract popup (spec §4 "Contract")', () => {
  it('warns with the downline contracts a lower rate ends, and accepts only on confirmation', async () => {
    const offer = contract({});
    const higher = contract({ id: 2, upline: 'sub01', downline: 'kid01', rate: 300, status: 'active' });
    const { client, calls } = fakeClient({
      contracts: () => ({ received: [offer], offered: [higher], pending }),
      acceptContract: (request) => {
        const confirmed = (request as { confirm?: boolean }).confirm === true;
        return { accepted: confirmed, contract: offer, willEnd: confirmed ? [] : [higher], ended: confirmed ? [higher] : [] };
      },
    });
    renderWithApp(<ContractCentre canOffer />, { client, i18n, store: store() });
    const received = await screen.findByTestId('contracts-received');
    fireEvent.click(received.querySelector('[data-testid="contract-accept"]')!);
    const warning = await screen.findByTestId('contract-warning');
    expect(warning).toHaveTextContent('lower than contracts you gave your downlines');
    expect(warning).toHaveTextContent('kid01: Daily salary at 3.00%');
    expect(calls.filter((c) => c.id === 'acceptContract').map((c) => c.request)).toEqual([{ contractId: 1 }]);
    fireEvent.click(screen.getByTestId('contract-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contract-warning')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.id === 'acceptContract').map((c) => c.request)).toEqual([{ contractId: 1 }, { contractId: 1, confirm: true }]);
  });

  it('checks the offer form before sending, then offers the tiers in minor units and basis points', async () => {
    const { client, calls } = fakeClient({
      contracts: () => ({ received: [], offered: [], pending }),
      agentOfferContract: () => contract({ kind: 'dividend', cycle: 'weekly', downline: 'sub01' }),
    });
    renderWithApp(<ContractCentre canOffer />, { client, i18n, store: store() });
    await screen.findByTestId('offer-contract');
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Enter a rate from 0 to 100 %')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('offer-account'), { target: { value: 'sub01' } });
    fireEvent.change(screen.getByTestId('offer-kind'), { target: { value: 'dividend' } });
    fireEvent.change(screen.getByTestId('offer-cycle'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByTestId('tier-min-bet'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('tier-rate'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByTestId('offer-done')).toHaveTextContent('Contract offered to sub01');
    expect(calls.find((c) => c.id === 'agentOfferContract')?.request).toEqual({
      account: 'sub01',
      kind: 'dividend',
      cycle: 'weekly',
      tiers: [{ minBet: 10_000, pnl: 0, minActiveMembers: 1, rate: 250 }],
    });
  });

  it('hides the offer side from a member who is not an agent', async () => {
    const { client } = fakeClient({ contracts: () => ({ received: [], offered: [], pending }) });
    renderWithApp(<ContractCentre canOffer={false} />, { client, i18n, store: store() });
    expect(await screen.findByTestId('contracts-received-empty')).toHaveTextContent('No contract from your upline');
    expect(screen.queryByTestId('offer-contract')).not.toBeInTheDocument();
    expect(screen.queryByTestId('contracts-offered-empty')).not.toBeInTheDocument();
  });
});
