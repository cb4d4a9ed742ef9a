/*
 * Embla's `duration` option is not a time. Embla 8 moves the slides with a damped spring,
 * stepped at a fixed 60 Hz (ScrollBody.seek / Animations in embla-carousel 8.6):
 *   velocity += (target - location) / duration; velocity *= 0.68; location += velocity
 * A larger `duration` is a softer spring, so a slower scroll. To honour the spec's
 * "speed 1000 ms" we replay that integrator here and pick the duration whose scroll
 * comes to rest (within 1px) closest to the requested time.
 */

const EMBLA_FRICTION = 0.68;
const EMBLA_STEP_MS = 1000 / 60;
/** Below this the spring is under-damped: the slide overshoots and bounces back. */
const MIN_DAMPED_DURATION = 20;
const MAX_DURATION = 200;
/** A typical banner width; the settle time grows only slowly (log) with the distance. */
const REFERENCE_DISTANCE_PX = 1000;
const SETTLED_WITHIN_PX = 1;

/** Milliseconds until a scroll of `distancePx` with this embla `duration` stays within 1px of its target. */
export function emblaSettleMs(duration: number, distancePx = REFERENCE_DISTANCE_PX): number {
  if (duration <= 0) return 0;
  let location = 0;
  let velocity = 0;
  for (let step = 1; step <= 10_000; step += 1) {
    velocity = (velocity + (distancePx - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    // Near enough and slow enough that it can no longer leave the 1px band.
    if (
      Math.abs(distancePx - location) < SETTLED_WITHIN_PX &&
      Math.abs(velocity) < SETTLED_WITHIN_PX / 10
    ) {
      return step * EMBLA_STEP_MS;
    }
  }
  return Infinity;
}

/** The embla `duration` whose scroll lasts closest to `speedMs`; 0 (instant) for a speed of 0 or less. */
export function emblaDurationForMs(speedMs: number, distancePx = REFERENCE_DISTANCE_PX): number {
  if (!(speedMs > 0)) return 0;
  let best = MIN_DAMPED_DURATION;
  let bestError = Infinity;
  // Settle time only grows with the duration, so stop once it overshoots the request.
  for (let duration = MIN_DAMPED_DURATION; duration <= MAX_DURATION; duration += 1) {
    const settle = emblaSettleMs(duration, distancePx);
    const error = Math.abs(settle - speedMs);
    if (error < bestError) [best, bestError] = [duration, error];
    if (settle > speedMs) break;
  }
  return best;
}
