import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ProtectionStatus } from '@platform/shared/api-contract';
import { ApiError } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { limitsOf, signedInStore } from '../testing/fixtures';
import { OFFER_ANSWERED_KEY, shouldOfferDepositLimit } from '../utils/deposit-limit-offer';
import { DepositLimitOfferHost, DepositLimitOfferPanel } from './deposit-limit-offer';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
afterEach(() => {
  sessionStorage.clear();
});

const statusOf = (overrides: Partial<ProtectionStatus> = {}): ProtectionStatus => ({
  exclusion: null,
  realityCheckMinutes: 60,
  depositLimitPrompt: 'first-deposit',
  offerDepositLimit: true,
  sessionEndsAt: null,
  idleTimeoutMinutes: 15,
  ...overrides,
});

describe('when to offer a deposit limit', () => {
  it('offers it on the deposit page for either prompt, and after registration only where the jurisdiction says so', () => {
    expect(shouldOfferDepositLimit(statusOf(), 'deposit', false)).toBe(true);
    expect(shouldOfferDepositLimit(statusOf(), 'registration', false)).toBe(false);
    expect(shouldOfferDepositLimit(statusOf({ depositLimitPrompt: 'registration' }), 'registration', false)).toBe(true);
    expect(shouldOfferDepositLimit(statusOf({ depositLimitPrompt: 'registration' }), 'deposit', false)).toBe(true);
  });

  it('never offers it once answered, when the gateway says it is not due, or while the status is loading', () => {
    expect(shouldOfferDepositLimit(statusOf(), 'deposit', true)).toBe(false);
    expect(shouldOfferDepositLimit(statusOf({ offerDepositLimit: false }), 'deposit', false)).toBe(false);
    expect(shouldOfferDepositLimit(statusOf({ depositLimitPrompt: 'off', offerDepositLimit: false }), 'deposit', false)).toBe(false);
    expect(shouldOfferDepositLimit(undefined, 'deposit', false)).toBe(false);
  });
});

describe('deposit-limit offer (issue 11)', () => {
  it('stores the chosen deposit limit through the limits call and goes away', async () => {
    const { client, calls } = fakeClient({
      protectionStatus: () => statusOf(),
      setProtectionLimit: () => limitsOf([{ kind: 'deposit', period: 'week', current: 50000 }]),
    });
    renderWithApp(<DepositLimitOfferPanel />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('deposit-limit-offer')).toHaveTextContent('Set a deposit limit?');
    fireEvent.change(screen.getByTestId('offer-amount'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByText('Enter an amount greater than 0, with at most 2 decimals.')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'setProtectionLimit')).toBe(false);

    fireEvent.change(screen.getByTestId('offer-period'), { target: { value: 'week' } });
    fireEvent.change(screen.getByTestId('offer-amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() => expect(screen.queryByTestId('deposit-limit-offer')).toBeNull());
    expect(calls.find((c) => c.id === 'setProtectionLimit')?.request).toEqual({ kind: 'deposit', period: 'week', value: 50000 });
    expect(sessionStorage.getItem(OFFER_ANSWERED_KEY)).toBe('1');
  });

  it('can be skipped: "not now" stores nothing and hides it for the rest of the session', async () => {
    const { client, calls } = fakeClient({ protectionStatus: () => statusOf() });
    const first = renderWithApp(<DepositLimitOfferPanel />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByTestId('offer-skip'));
    expect(screen.queryByTestId('deposit-limit-offer')).toBeNull();
    expect(calls.some((c) => c.id === 'setProtectionLimit')).toBe(false);
    first.unmount();
    renderWithApp(<DepositLimitOfferPanel />, { client, i18n, store: signedInStore() });
    await waitFor(() => expect(calls.filter((c) => c.id === 'protectionStatus').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByTestId('deposit-limit-offer')).toBeNull();
  });

  it('shows the error of a refused limit and stays open', async () => {
    const { client } = fakeClient({
      protectionStatus: () => statusOf(),
      setProtectionLimit: () => {
        throw new ApiError('TRIAL_BLOCKED', 'Please Register An Account First', 403);
      },
    });
    renderWithApp(<DepositLimitOfferPanel />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('offer-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByTestId('offer-error')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-limit-offer')).toBeInTheDocument();
  });

  it('shows docked after registration only on a brand whose jurisdiction offers it at registration', async () => {
    const firstDeposit = fakeClient({ protectionStatus: () => statusOf() });
    const view = renderWithApp(<DepositLimitOfferHost />, { client: firstDeposit.client, i18n, store: signedInStore() });
    await waitFor(() => expect(firstDeposit.calls.some((c) => c.id === 'protectionStatus')).toBe(true));
    expect(screen.queryByTestId('depositLimitOfferPanel')).toBeNull();
    view.unmount();

    const registration = fakeClient({ protectionStatus: () => statusOf({ depositLimitPrompt: 'registration' }) });
    renderWithApp(<DepositLimitOfferHost />, { client: registration.client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('depositLimitOfferPanel')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('offer-skip'));
    expect(screen.queryByTestId('depositLimitOfferPanel')).toBeNull();
  });

  it('issue 21 §4: after registration it is a dialog with a backdrop, a close button meaning "not now", focus inside and Escape', async () => {
    const { client } = fakeClient({ protectionStatus: () => statusOf({ depositLimitPrompt: 'registration' }) });
    renderWithApp(<DepositLimitOfferHost />, { client, i18n, store: signedInStore() });
    const dialog = await screen.findByRole('dialog', { name: 'Set a deposit limit?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('depositLimitOfferPanel-backdrop')).toHaveAttribute('data-background', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The title bar's close button and the form's own "Not now" both answer the offer.
    expect(screen.getAllByRole('button', { name: 'Not now' })).toHaveLength(2);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByTestId('depositLimitOfferPanel')).toBeNull();
    expect(sessionStorage.getItem(OFFER_ANSWERED_KEY)).toBe('1');
  });

  it('issue 21 §4: it waits while another dialog (the after-login announcements) is open, then shows', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    other.setAttribute('data-modal-name', 'publicModal');
    document.body.append(other);
    const { client, calls } = fakeClient({ protectionStatus: () => statusOf({ depositLimitPrompt: 'registration' }) });
    renderWithApp(<DepositLimitOfferHost />, { client, i18n, store: signedInStore() });
    await waitFor(() => expect(calls.some((c) => c.id === 'protectionStatus')).toBe(true));
    expect(screen.queryByTestId('depositLimitOfferPanel')).toBeNull();
    other.remove();
    expect(await screen.findByTestId('depositLimitOfferPanel')).toBeInTheDocument();
  });
});
