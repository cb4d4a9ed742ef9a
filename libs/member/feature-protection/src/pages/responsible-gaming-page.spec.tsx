import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { limitsOf, signedInStore } from '../testing/fixtures';
import { ResponsibleGamingPage } from './responsible-gaming-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('responsible gaming: limits (issue 11)', () => {
  it('shows each limit with its current value, what is used and a pending increase with when it applies', async () => {
    const { client } = fakeClient({
      protectionLimits: () =>
        limitsOf([
          { kind: 'deposit', period: 'day', current: 5000, used: 1250, pending: 20000, pendingFrom: '2026-11-23 08:00:00' },
          { kind: 'session', period: 'session', current: 90, used: 12 },
        ]),
    });
    renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    const daily = await screen.findByTestId('limit-deposit-day');
    expect(daily).toHaveTextContent('Deposit limit, daily50.0012.50');
    expect(within(daily).getByTestId('limit-pending')).toHaveTextContent('200.00 from 2026-11-23 08:00:00');
    expect(within(screen.getByTestId('limit-session-session')).getByTestId('limit-current')).toHaveTextContent('90 minutes');
    expect(within(screen.getByTestId('limit-loss-week')).getByTestId('limit-current')).toHaveTextContent('No limit');
  });

  it.each([
    [24, 'only after 24 hours.'],
    [1, 'only after 1 hour.'],
  ])('states the delay before a higher limit applies in the right number (%i h)', async (hours, text) => {
    const { client } = fakeClient({ protectionLimits: () => ({ ...limitsOf(), increaseDelayHours: hours }) });
    renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  });

  it('refuses a bad amount with a translated error and sends nothing', async () => {
    const { client, calls } = fakeClient({ protectionLimits: () => limitsOf() });
    renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('limit-value'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('limit-submit'));
    expect(await screen.findByText('Enter an amount greater than 0, with at most 2 decimals.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('limit-kind'), { target: { value: 'session' } });
    fireEvent.change(screen.getByTestId('limit-value'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('limit-submit'));
    expect(await screen.findByText('Enter whole minutes from 5 to 1440.')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'setProtectionLimit')).toBe(false);
  });

  it('sends a weekly loss limit in cents and says an increase waits for the cooling period', async () => {
    const { client, calls } = fakeClient({
      protectionLimits: () => limitsOf([{ kind: 'loss', period: 'week', current: 1000 }]),
      setProtectionLimit: () =>
        limitsOf([{ kind: 'loss', period: 'week', current: 1000, pending: 250000, pendingFrom: '2026-11-23 09:30:00' }]),
    });
    renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('limit-kind'), { target: { value: 'loss' } });
    fireEvent.change(screen.getByTestId('limit-period'), { target: { value: 'week' } });
    fireEvent.change(screen.getByTestId('limit-value'), { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('limit-submit'));
    expect(await screen.findByTestId('limit-saved')).toHaveTextContent('the change applies from 2026-11-23 09:30:00');
    expect(calls.find((c) => c.id === 'setProtectionLimit')?.request).toEqual({ kind: 'loss', period: 'week', value: 250000 });
    expect(within(screen.getByTestId('limit-loss-week')).getByTestId('limit-pending')).toHaveTextContent('2,500.00 from');
  });

  it('says a decrease applies at once', async () => {
    const { client } = fakeClient({
      protectionLimits: () => limitsOf(),
      setProtectionLimit: () => limitsOf([{ kind: 'deposit', period: 'day', current: 1000 }]),
    });
    renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('limit-value'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('limit-submit'));
    expect(await screen.findByTestId('limit-saved')).toHaveTextContent('Saved: your limit applies now.');
  });
});

describe('responsible gaming: cool-off and self-exclusion (issue 11)', () => {
  it('asks to confirm that it cannot be undone and for the password before excluding', async () => {
    const { client, calls } = fakeClient({
      protectionLimits: () => limitsOf(),
      startSelfExclusion: () => ({ kind: 'self_exclusion', startsAt: '2026-11-22 08:00:00', endsAt: null }),
    });
    const { store } = renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('self_exclusion-length'), { target: { value: 'permanent' } });
    fireEvent.click(screen.getByTestId('self_exclusion-start'));
    expect(screen.getByTestId('self_exclusion-warning')).toHaveTextContent('It cannot be undone or shortened');
    fireEvent.click(screen.getByTestId('self_exclusion-submit'));
    expect(await screen.findByTestId('self_exclusion-form-error')).toHaveTextContent('Please confirm that you understand');
    fireEvent.click(screen.getByTestId('self_exclusion-understood'));
    fireEvent.click(screen.getByTestId('self_exclusion-submit'));
    expect(await screen.findByTestId('self_exclusion-form-error')).toHaveTextContent('Please enter your login password.');
    expect(calls.some((c) => c.id === 'startSelfExclusion')).toBe(false);

    fireEvent.change(screen.getByTestId('self_exclusion-password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByTestId('self_exclusion-submit'));
    expect(await screen.findByTestId('self_exclusion-done-message')).toHaveTextContent('You are permanently excluded.');
    expect(calls.find((c) => c.id === 'startSelfExclusion')?.request).toEqual({ months: 'permanent', password: 'Secret123' });
    fireEvent.click(screen.getByTestId('self_exclusion-logout'));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('starts a cool-off of the chosen days and shows when it ends; a wrong password is a translated error', async () => {
    let attempts = 0;
    const { client, calls } = fakeClient({
      protectionLimits: () => limitsOf(),
      startCoolOff: () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError('OLD_PASSWORD_WRONG', 'The password is not correct', 400);
        return { kind: 'cool_off', startsAt: '2026-11-22 08:00:00', endsAt: '2026-11-29 08:00:00' };
      },
    });
    renderWithApp(<ResponsibleGamingPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('cool_off-length'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('cool_off-start'));
    expect(screen.getByTestId('cool_off-warning')).toHaveTextContent('Your break of 7 days starts at once');
    fireEvent.click(screen.getByTestId('cool_off-understood'));
    fireEvent.change(screen.getByTestId('cool_off-password'), { target: { value: 'Wrong1' } });
    fireEvent.click(screen.getByTestId('cool_off-submit'));
    expect(await screen.findByTestId('cool_off-error')).toHaveTextContent('The current password is incorrect');
    fireEvent.click(screen.getByTestId('cool_off-submit'));
    expect(await screen.findByTestId('cool_off-done-message')).toHaveTextContent('You can log in again after 2026-11-29 08:00:00');
    expect(calls.filter((c) => c.id === 'startCoolOff').at(-1)?.request).toEqual({ days: 7, password: 'Wrong1' });
  });
});
