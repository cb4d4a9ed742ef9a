/** /promotions takes the promotion id from the hash (spec §2): "#12" selects promotion 12. */
export function promotionIdFromHash(hash: string): number | null {
  const match = /^#?(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

export function promotionHash(id: number): string {
  return `#${id}`;
}

/** The address of one promotion: the page with its id as the hash. */
export function promotionPath(id: number | string): string {
  return `/promotions#${id}`;
}
