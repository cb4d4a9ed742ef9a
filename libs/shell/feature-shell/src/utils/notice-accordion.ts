/** Spec §2: the notice accordion follows a notice index; clicking the open item collapses it. */
export function toggleNotice(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
