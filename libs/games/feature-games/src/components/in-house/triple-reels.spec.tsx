import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { prefersReducedMotion, restoreMotion } from './test-motion';
import type { SlotSymbol } from './slot-symbols';
import { TripleReels, type TripleReelsProps } from './triple-reels';
import { MIN_SPIN_MS, STOP_STAGGER_MS } from './use-staggered-stop';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  restoreMotion();
});

const SERVER: SlotSymbol[] = ['BELL', 'SEVEN', 'LEMON'];

function mount(initial: Partial<TripleReelsProps> = {}) {
  const onStop = vi.fn();
  const onSettled = vi.fn();
  let props: TripleReelsProps = {
    symbols: ['SEVEN', 'SEVEN', 'SEVEN'],
    spinning: false,
    landingKey: null,
    win: false,
    onStop,
    onSettled,
    ...initial,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <TripleReels {...props} />
    </I18nextProvider>,
  );
  const update = (next: Partial<TripleReelsProps>) => {
    props = { ...props, ...next };
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <TripleReels {...props} />
      </I18nextProvider>,
    );
  };
  return { update, onStop, onSettled };
}

const reels = () => screen.getAllByTestId('reel');
const stoppedOn = () =>
  reels().map((reel) =>
    reel.getAttribute('data-stopped') === 'true' ? reel.getAttribute('data-symbol') : 'spinning',
  );
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TripleReels: the animation only shows the server round', () => {
  it('spins all three reels from the click, then stops them one by one, left to right, on the symbols the server answered', () => {
    const { update, onStop, onSettled } = mount();
    expect(screen.getByTestId('game-stage')).toHaveAttribute('data-state', 'idle');

    update({ spinning: true });
    expect(stoppedOn()).toEqual(['spinning', 'spinning', 'spinning']);
    expect(screen.getByTestId('game-stage')).toHaveAttribute('data-state', 'spinning');

    // The answer comes quickly: the reels still spin for the minimum time before the first stops.
    advance(100);
    update({ spinning: false, landingKey: 'round-1', symbols: SERVER });
    expect(stoppedOn()).toEqual(['spinning', 'spinning', 'spinning']);
    advance(MIN_SPIN_MS - 100 - 1);
    expect(stoppedOn()).toEqual(['spinning', 'spinning', 'spinning']);
    advance(1);
    expect(stoppedOn()).toEqual(['BELL', 'spinning', 'spinning']);
    expect(screen.getByTestId('game-stage')).not.toHaveAttribute('data-outcome');
    advance(STOP_STAGGER_MS);
    expect(stoppedOn()).toEqual(['BELL', 'SEVEN', 'spinning']);
    expect(onSettled).not.toHaveBeenCalled();
    advance(STOP_STAGGER_MS);
    expect(stoppedOn()).toEqual(SERVER);
    expect(onStop.mock.calls.map(([reel]) => reel)).toEqual([0, 1, 2]);
    expect(onSettled).toHaveBeenCalledTimes(1);
    const stage = screen.getByTestId('game-stage');
    expect(stage).toHaveAttribute('data-state', 'settled');
    expect(stage).toHaveAttribute('data-outcome', 'BELL,SEVEN,LEMON');
    expect(stage).toHaveAttribute('data-round-id', 'round-1');
    expect(reels().map((reel) => reel.getAttribute('aria-label'))).toEqual([
      'Bell',
      'Seven',
      'Lemon',
    ]);
  });

  it('lights the win line only once a winning round has settled', () => {
    const { update } = mount();
    update({ spinning: true });
    update({ spinning: false, landingKey: 'round-2', symbols: ['BAR', 'BAR', 'BAR'], win: true });
    expect(screen.getByTestId('win-line')).toHaveAttribute('data-lit', 'false');
    advance(MIN_SPIN_MS + 2 * STOP_STAGGER_MS);
    expect(screen.getByTestId('win-line')).toHaveAttribute('data-lit', 'true');
    expect(screen.getByTestId('win-celebration')).toBeInTheDocument();
  });

  it('stops at once, with no outcome, when the round fails', () => {
    const { update, onSettled } = mount({ symbols: SERVER, landingKey: 'old' });
    update({ spinning: true, landingKey: null });
    update({ spinning: false });
    expect(stoppedOn()).toEqual(SERVER);
    const stage = screen.getByTestId('game-stage');
    expect(stage).toHaveAttribute('data-state', 'idle');
    expect(stage).not.toHaveAttribute('data-outcome');
    advance(5_000);
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('with prefers-reduced-motion never spins and shows the server symbols as soon as they come', () => {
    prefersReducedMotion(true);
    const { update, onSettled } = mount();
    update({ spinning: true });
    expect(stoppedOn()).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    update({ spinning: false, landingKey: 'round-3', symbols: SERVER });
    // No timer has run: the result is there at once.
    expect(stoppedOn()).toEqual(SERVER);
    expect(screen.getByTestId('game-stage')).toHaveAttribute('data-outcome', 'BELL,SEVEN,LEMON');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
