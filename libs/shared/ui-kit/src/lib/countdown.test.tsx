import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Countdown, formatCountdown, remainingSeconds } from './countdown';

const NOW = new Date('2025-01-01T00:00:00Z').getTime();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('remainingSeconds / formatCountdown', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(remainingSeconds(NOW + 60_000, NOW)).toBe(60);
    expect(remainingSeconds(NOW + 59_001, NOW)).toBe(60);
    expect(remainingSeconds(NOW + 1, NOW)).toBe(1);
    expect(remainingSeconds(NOW, NOW)).toBe(0);
    expect(remainingSeconds(NOW - 5000, NOW)).toBe(0);
  });

  it('formats as plain seconds or as mm:ss', () => {
    expect(formatCountdown(42, 'seconds')).toBe('42');
    expect(formatCountdown(300, 'seconds')).toBe('300');
    expect(formatCountdown(65, 'mm:ss')).toBe('01:05');
    expect(formatCountdown(0, 'mm:ss')).toBe('00:00');
    expect(formatCountdown(5400, 'mm:ss')).toBe('90:00');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the SMS wait of 60 seconds down once a second and calls onDone once at zero', () => {
    const onDone = vi.fn();
    renderWithTheme(<Countdown target={NOW + 60_000} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('60');
    advance(1000);
    expect(timer).toHaveTextContent('59');
    advance(58_000);
    expect(timer).toHaveTextContent('1');
    expect(onDone).not.toHaveBeenCalled();
    advance(1000);
    expect(timer).toHaveTextContent('0');
    expect(onDone).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows mm:ss, e.g. the 5-minute resend wait', () => {
    renderWithTheme(<Countdown target={NOW + 5 * 60_000} format="mm:ss" />);
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    advance(61_000);
    expect(screen.getByRole('timer')).toHaveTextContent('03:59');
  });

  it('wraps the number in translated text', () => {
    renderWithTheme(<Countdown target={NOW + 3000} render={(text) => `Reenviar em ${text}s`} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Reenviar em 3s');
  });

  it('calls onDone at once for a target already in the past', () => {
    const onDone = vi.fn();
    renderWithTheme(<Countdown target={new Date(NOW - 1000)} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('restarts for a new target', () => {
    const onDone = vi.fn();
    const { rerender } = renderWithTheme(<Countdown target={NOW + 2000} onDone={onDone} />);
    advance(2000);
    expect(onDone).toHaveBeenCalledTimes(1);
    rerender(<Countdown target={NOW + 2000 + 60_000} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('60');
    advance(60_000);
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
