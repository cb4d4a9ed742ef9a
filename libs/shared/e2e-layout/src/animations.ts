/**
 * In the page: waits until every finite animation and CSS transition running now has finished
 * (a sheet sliding in, a panel widening after a resize), at most `boundMs`, so a check measures a
 * screen's end state, not a frame in the middle of a move. Endless ones (a marquee, a spinner)
 * never finish and are left running. Self-contained: it is sent into the page as source.
 *
 * Why: on a loaded CI machine a check's frame landed in a member-centre page's entry transition
 * at 360 px, and measured its scroller 104 px wide (issue 24).
 */
export async function animationsFinishedInPage(boundMs: number): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  if (finite.length === 0) return;
  await Promise.race([
    Promise.allSettled(finite.map((animation) => animation.finished)),
    new Promise((done) => setTimeout(done, boundMs)),
  ]);
}
