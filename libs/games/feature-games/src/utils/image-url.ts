/**
 * Game images load from one of the brand's image CDNs, chosen at random per page load (spec §3
 * imageCDNs), so the load spreads; a tile that fails on one CDN tries the next, then shows a fallback.
 */
export function imageCandidates(iconUrl: string, cdns: readonly string[], start: number): string[] {
  if (!iconUrl) return [];
  if (/^https?:\/\//.test(iconUrl) || cdns.length === 0) return [iconUrl];
  const path = iconUrl.startsWith('/') ? iconUrl : `/${iconUrl}`;
  return cdns.map((_, i) => `${cdns[(start + i) % cdns.length]!.replace(/\/$/, '')}${path}`);
}

/** The CDN every tile of this page load starts with. */
export const CDN_START = Math.floor(Math.random() * 1000);
