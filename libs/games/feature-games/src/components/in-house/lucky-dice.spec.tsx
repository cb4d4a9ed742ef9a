import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { prefersReducedMotion, restoreMotion } from './test-motion';
import { LuckyDice, type LuckyDiceProps } from './lucky-dice';
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

function mount() {
  const onSettled = vi.fn();
  let props: LuckyDiceProps = {
    faces: [6, 6],
    spinning: false,
    landingKey: null,
    win: false,
    onSettled,
  };
  const ui = () => (
    <I18nextProvider i18n={i18n}>
      <LuckyDice {...props} />
    </I18nextProvider>
  );
  const view = render(ui());
  const update = (next: Partial<LuckyDiceProps>) => {
    props = { ...props, ...next };
    view.rerender(ui());
  };
  return { update, onSettled };
}

const dice = () =>
  screen
    .getAllByTestId('die')
    .map((die) =>
      die.getAttribute('data-stopped') === 'true'
        ? Number(die.getAttribute('data-face'))
        : 'rolling',
    );

describe('LuckyDice: the dice settle on the server round', () => {
  it('rolls both dice from the click and settles them, one after the other, on the faces the server answered', () => {
    const { update, onSettled } = mount();
    update({ spinning: true });
    expect(dice()).toEqual(['rolling', 'rolling']);
    update({ spinning: false, landingKey: 'round-1', faces: [2, 5] });
    act(() => vi.advanceTimersByTime(MIN_SPIN_MS));
    expect(dice()).toEqual([2, 'rolling']);
    act(() => vi.advanceTimersByTime(STOP_STAGGER_MS));
    expect(dice()).toEqual([2, 5]);
    expect(screen.getByTestId('game-stage')).toHaveAttribute('data-outcome', '2,5');
    expect(screen.getAllByRole('img').map((die) => die.getAttribute('aria-label'))).toEqual([
      'Die showing 2',
      'Die showing 5',
    ]);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('with prefers-reduced-motion shows the faces at once, without a roll', () => {
    prefersReducedMotion(true);
    const { update } = mount();
    update({ spinning: true });
    expect(dice()).toEqual([6, 6]);
    update({ spinning: false, landingKey: 'round-2', faces: [3, 4] });
    expect(dice()).toEqual([3, 4]);
    expect(screen.getByTestId('game-stage')).toHaveAttribute('data-state', 'settled');
  });
});
