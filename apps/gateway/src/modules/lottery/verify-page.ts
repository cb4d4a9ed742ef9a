import type { LotteryDraw } from '@platform/shared/api-contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function outcomeText(draw: LotteryDraw): string {
  const outcome = draw.outcome;
  if (!outcome)
    return draw.status === 'cancelled' ? 'cancelled: every stake refunded' : 'not drawn yet';
  if (outcome.tiers)
    return outcome.tiers.map((tier) => `${tier.tier}: ${tier.numbers.join(' ')}`).join('\n');
  const parts = [`numbers: ${outcome.numbers.join(' ')}`];
  if (outcome.special !== undefined) parts.push(`special: ${outcome.special}`);
  if (outcome.sum !== undefined) parts.push(`sum: ${outcome.sum}`);
  return parts.join('\n');
}

const verdict = (value: boolean | null) =>
  value === null ? 'not yet (the seed is revealed after the draw)' : value ? 'yes' : 'NO';

/**
 * The public verification page of one draw: plain HTML, no script (the CSP allows none inline).
 * It shows what anyone needs to recompute the draw, the gateway's own check, and the algorithm.
 */
export function verifyPage(input: {
  draw: LotteryDraw;
  commitmentMatches: boolean | null;
  outcomeMatches: boolean | null;
  algorithm: string;
}): string {
  const { draw } = input;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verify draw ${escapeHtml(draw.periodId)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}code,pre{word-break:break-all;white-space:pre-wrap}dt{font-weight:600;margin-top:.6rem}</style>
</head><body>
<h1>Verify draw <span id="period">${escapeHtml(draw.periodId)}</span></h1>
<dl>
<dt>Game</dt><dd id="game">${escapeHtml(draw.gameCode)}</dd>
<dt>Status</dt><dd id="status">${escapeHtml(draw.status)}</dd>
<dt>Draw time</dt><dd>${escapeHtml(draw.drawAt)}</dd>
<dt>Commitment (published before betting opened)</dt><dd><code id="commitment">${escapeHtml(draw.commitment)}</code></dd>
<dt>Seed (revealed after the draw)</dt><dd><code id="seed">${escapeHtml(draw.seed ?? 'hidden until the draw')}</code></dd>
<dt>Outcome</dt><dd><pre id="outcome">${escapeHtml(outcomeText(draw))}</pre></dd>
<dt>SHA-256(seed) equals the commitment</dt><dd id="commitment-check">${verdict(input.commitmentMatches)}</dd>
<dt>The outcome recomputed from the seed equals the published one</dt><dd id="outcome-check">${verdict(input.outcomeMatches)}</dd>
</dl>
<h2>Recompute it yourself</h2>
<p>${escapeHtml(input.algorithm)}</p>
<p>The same data as JSON: <a href="/api/lottery/verify?periodId=${encodeURIComponent(draw.periodId)}">/api/lottery/verify?periodId=${escapeHtml(draw.periodId)}</a></p>
</body></html>`;
}
