import { useEffect, useRef, useState } from 'react';

/** The shortest spin a player sees, so a fast answer still reads as a spin, not a flicker. */
export const MIN_SPIN_MS = 700;
/** The gap between one reel (or die) stopping and the next: they stop one by one, left to right. */
export const STOP_STAGGER_MS = 400;

export interface StaggeredStop {
  /** How many of the `count` parts (reels, dice) stand still; `count` when nothing moves. */
  stopped: number;
  /** True from the start of a spin until the last part has stopped. */
  moving: boolean;
}

/**
 * The timing of a round's animation, which only ever shows the server's answer: every part moves
 * from `spinning` (the request is on its way) until the answer `landingKey` (the round id) comes;
 * then they stop one by one, and `onSettled` runs once the last one stands. An answer that never
 * comes (an error: `spinning` ends with no new key) stops them all at once. With reduced motion
 * nothing moves and an answer settles at once. The schedule is timers, not animationend events,
 * so it settles the same when CSS animations are switched off.
 */
export function useStaggeredStop({
  count,
  spinning,
  landingKey,
  reduced,
  onStop,
  onSettled,
}: {
  count: number;
  spinning: boolean;
  landingKey: string | null;
  reduced: boolean;
  onStop?: (index: number) => void;
  onSettled?: () => void;
}): StaggeredStop {
  const [stopped, setStopped] = useState(count);
  const startedAt = useRef<number | null>(null);
  const settledKey = useRef<string | null>(landingKey);
  const callbacks = useRef({ onStop, onSettled });
  callbacks.current = { onStop, onSettled };

  useEffect(() => {
    if (!spinning) return;
    startedAt.current = Date.now();
    setStopped(reduced ? count : 0);
  }, [spinning, reduced, count]);

  useEffect(() => {
    if (spinning) return undefined;
    const fresh = landingKey !== null && landingKey !== settledKey.current;
    const settle = () => {
      settledKey.current = landingKey;
      callbacks.current.onSettled?.();
    };
    if (!fresh || reduced || startedAt.current === null) {
      // An error, a result already shown, or a result with no spin to land: stand still now.
      setStopped(count);
      if (fresh) settle();
      return undefined;
    }
    const first = Math.max(0, startedAt.current + MIN_SPIN_MS - Date.now());
    const timers = Array.from({ length: count }, (_, index) =>
      setTimeout(() => {
        setStopped(index + 1);
        callbacks.current.onStop?.(index);
        if (index === count - 1) {
          startedAt.current = null;
          settle();
        }
      }, first + index * STOP_STAGGER_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [spinning, landingKey, reduced, count]);

  return { stopped, moving: spinning || stopped < count };
}
