import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ProtectionStatus } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { SessionLimitHost } from './session-limit-host';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-22T07:00:00Z');
const statusOf = (sessionEndsAt: string | null): ProtectionStatus => ({
  exclusion: null,
  realityCheckMinutes: 60,
  depositLimitPrompt: 'first-deposit',
  offerDepositLimit: false,
  sessionEndsAt,
  idleTimeoutMinutes: 15,
});
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('session-time limit notice (issue 11)', () => {
  it('says the limit was reached when the session ends, and offers only log out', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
    const { client } = fakeClient({ protectionStatus: () => statusOf(new Date(NOW + 30 * 60_000).toISOString()) });
    const onLogout = vi.fn();
    renderWithApp(<SessionLimitHost onLogout={onLogout} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(30 * 60_000 - 1_000)));
    expect(screen.queryByTestId('sessionLimitModal')).toBeNull();

    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(screen.getByTestId('session-limit-message')).toHaveTextContent('You have reached your session time limit. Please take a break');
    fireEvent.click(screen.getByTestId('session-limit-logout'));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('issue 21 §4: it is a dialog with a close button and Escape, both of which log out', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
    const { client } = fakeClient({ protectionStatus: () => statusOf(new Date(NOW + 1_000).toISOString()) });
    const onLogout = vi.fn();
    renderWithApp(<SessionLimitHost onLogout={onLogout} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    const dialog = screen.getByRole('dialog', { name: 'Session time limit' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onLogout).toHaveBeenCalledOnce();
    const close = screen.getAllByRole('button', { name: 'Log out' });
    expect(close).toHaveLength(2);
    fireEvent.click(close[0] as HTMLElement);
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('shows nothing without a session-time limit', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
    const { client, calls } = fakeClient({ protectionStatus: () => statusOf(null) });
    renderWithApp(<SessionLimitHost onLogout={vi.fn()} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(24 * 60 * 60_000)));
    expect(calls.some((c) => c.id === 'protectionStatus')).toBe(true);
    expect(screen.queryByTestId('sessionLimitModal')).toBeNull();
  });
});
