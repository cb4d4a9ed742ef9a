/**
 * A reality check that fires a moment early (timers and the server's whole seconds) must not
 * count as the next one, or Continue would reopen the popup at once.
 */
const TOLERANCE_SECONDS = 2;

/**
 * Milliseconds from now to the next whole multiple of the interval of session time, or null
 * when the jurisdiction shows no reality check (interval 0).
 */
export function msUntilNextCheck(elapsedSeconds: number, intervalSeconds: number): number | null {
  if (intervalSeconds <= 0) return null;
  const interval = intervalSeconds;
  const next = (Math.floor((elapsedSeconds + TOLERANCE_SECONDS) / interval) + 1) * interval;
  return (next - elapsedSeconds) * 1000;
}

/** Session time split for display: 3725 s -> { hours: 1, minutes: 2 }. */
export function elapsedParts(elapsedSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, elapsedSeconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
