import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { RealityCheck } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { RealityCheckHost } from './reality-check-host';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
});

const checkOf = (overrides: Partial<RealityCheck>): RealityCheck => ({
  sessionStartedAt: '2026-11-22 07:00:00',
  elapsedSeconds: 0,
  wagered: 0,
  won: 0,
  net: 0,
  intervalMinutes: 1,
  intervalSeconds: 60,
  ...overrides,
});

/** Lets react-query's promises and the component's effects settle under fake timers. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('reality check popup (issue 11)', () => {
  it('opens at each whole interval of session time with time played and the net loss, then continues', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const answers = [
      checkOf({ elapsedSeconds: 50 }),
      checkOf({ elapsedSeconds: 3660, wagered: 12000, won: 4500, net: -7500 }),
      checkOf({ elapsedSeconds: 3665, wagered: 12000, won: 4500, net: -7500 }),
    ];
    const { client, calls } = fakeClient({ realityCheck: () => answers.shift() ?? checkOf({ elapsedSeconds: 3700 }) });
    const onShowHistory = vi.fn();
    const onLogout = vi.fn();
    renderWithApp(<RealityCheckHost onShowHistory={onShowHistory} onLogout={onLogout} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(9_000)));
    expect(screen.queryByTestId('realityCheckModal')).toBeNull();

    await act(async () => void (await vi.advanceTimersByTimeAsync(1_500)));
    await flush();
    expect(screen.getByTestId('reality-elapsed')).toHaveTextContent('You have been playing for 1 h 1 min.');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('So far this session you have lost 75.00.');
    expect(screen.getByTestId('reality-money')).toHaveTextContent('Staked: 120.00 · Won: 45.00');

    fireEvent.click(screen.getByTestId('reality-continue'));
    await flush();
    expect(screen.queryByTestId('realityCheckModal')).toBeNull();
    // The next one is due at the next whole minute of session time, not at once.
    await act(async () => void (await vi.advanceTimersByTimeAsync(50_000)));
    expect(screen.queryByTestId('realityCheckModal')).toBeNull();
    expect(calls.filter((c) => c.id === 'realityCheck')).toHaveLength(3);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('offers the history and logging out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { client } = fakeClient({ realityCheck: () => checkOf({ elapsedSeconds: 60, net: 2500, won: 5000, wagered: 2500 }) });
    const onShowHistory = vi.fn();
    const onLogout = vi.fn();
    renderWithApp(<RealityCheckHost onShowHistory={onShowHistory} onLogout={onLogout} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    await flush();
    expect(screen.getByTestId('reality-net')).toHaveTextContent('So far this session you are 25.00 up.');
    fireEvent.click(screen.getByTestId('reality-history'));
    expect(onShowHistory).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('realityCheckModal')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    await flush();
    fireEvent.click(screen.getByTestId('reality-logout'));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('issue 21 §4: it is a dialog with a close button and Escape, which continue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { client } = fakeClient({ realityCheck: () => checkOf({ elapsedSeconds: 60 }) });
    const onLogout = vi.fn();
    renderWithApp(<RealityCheckHost onShowHistory={vi.fn()} onLogout={onLogout} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    await flush();
    const dialog = screen.getByTestId('realityCheckModal');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('button', { name: 'Continue playing' })).toHaveLength(2);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await flush();
    expect(screen.queryByTestId('realityCheckModal')).toBeNull();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('never opens when the jurisdiction has no reality check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { client } = fakeClient({ realityCheck: () => checkOf({ intervalMinutes: 0, intervalSeconds: 0 }) });
    renderWithApp(<RealityCheckHost onShowHistory={vi.fn()} onLogout={vi.fn()} />, { client, i18n, store: signedInStore() });
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(3_600_000)));
    expect(screen.queryByTestId('realityCheckModal')).toBeNull();
  });
});
