import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export type CountdownFormat = 'seconds' | 'mm:ss';

/** Whole seconds left until `target` (epoch ms), rounded up so "1" shows until the very end; never negative. */
export function remainingSeconds(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** `42` or `00:42`; minutes are not wrapped into hours (90 minutes is `90:00`). */
export function formatCountdown(seconds: number, format: CountdownFormat): string {
  if (format === 'seconds') return String(seconds);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface CountdownProps {
  /** The moment the countdown reaches zero, as epoch ms or a Date. */
  target: number | Date;
  /** Default 'seconds'. */
  format?: CountdownFormat;
  /** Wraps the number in translated text, e.g. `(s) => t('resend_in', { s })`. */
  render?: (text: string, seconds: number) => string;
  /** Called once when it reaches zero (e.g. re-enable the SMS send button). */
  onDone?: () => void;
}

/**
 * Remaining time to `target`, ticking every second (spec §4: the SMS send button shows a
 * seconds countdown and is re-enabled at zero). Each tick reads the clock, so a throttled
 * background tab catches up instead of drifting. role="timer" is not announced on every
 * tick (its live region is off), which would drown a screen reader.
 */
export function Countdown({ target, format = 'seconds', render, onDone }: CountdownProps) {
  const targetMs = typeof target === 'number' ? target : target.getTime();
  const [seconds, setSeconds] = useState(() => remainingSeconds(targetMs, Date.now()));
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    let done = false;
    const tick = () => {
      const left = remainingSeconds(targetMs, Date.now());
      setSeconds(left);
      if (left === 0 && !done) {
        done = true;
        clearInterval(timer);
        onDoneRef.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [targetMs]);

  const text = formatCountdown(seconds, format);
  return <Time role="timer">{render ? render(text, seconds) : text}</Time>;
}

const Time = styled.span`
  font-variant-numeric: tabular-nums;
`;
