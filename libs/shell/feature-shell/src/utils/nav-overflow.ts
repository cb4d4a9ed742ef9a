/**
 * Issue 21 §5: the category bar keeps one line; what does not fit goes into "More".
 * How many of the items (in order, widths in px) fit in `available` px with `gap` between them,
 * keeping room for the More button whenever some are left over.
 */
export function visibleItemCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
