/** Spec §2/§9: the announcement list has 8 items per page, a pager range of 2 and no margin pages. */
export const ANNOUNCEMENT_PAGER = { perPage: 8, pageRange: 2, marginPages: 0 } as const;

export type PagerItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The page buttons to show, 1-based, in the vuejs-paginate / react-paginate way the spec's
 * "pager range" and "margin pages" come from:
 * - a window of `range` pages holds the current page, which sits at index floor(range / 2)
 *   of the window unless the window would run past either end;
 * - `margin` pages are always shown at each end;
 * - every run of hidden pages becomes one ellipsis (even a single page, as those libraries do).
 * Out-of-range input is clamped rather than thrown, because `total` often arrives from the
 * server before `current` is reset.
 */
export function pagerItems(
  current: number,
  total: number,
  range: number,
  margin: number,
): PagerItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.round(current)), count);
  const size = Math.max(1, Math.floor(range));
  const ends = Math.max(0, Math.floor(margin));

  let low = Math.max(1, page - Math.floor(size / 2));
  let high = low + size - 1;
  if (high > count) {
    high = count;
    low = Math.max(1, count - size + 1);
  }

  const shown = (n: number) => n <= ends || n > count - ends || (n >= low && n <= high);
  const items: PagerItem[] = [];
  for (let n = 1; n <= count; n += 1) {
    if (shown(n)) {
      items.push({ type: 'page', page: n, current: n === page });
    } else if (items.at(-1)?.type !== 'ellipsis') {
      items.push({ type: 'ellipsis', position: n < page ? 'start' : 'end' });
    }
  }
  return items;
}
