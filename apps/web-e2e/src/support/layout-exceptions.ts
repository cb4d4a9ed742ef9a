import type { LayoutException } from './layout-sweep';

/**
 * Real problems the layout check finds in files its owner may not change, each naming the file
 * to fix. Remove an entry once its owner fixes it: the check then guards the fix.
 *
 * Two are left, both seen once in two runs (so they would make `npm test` flaky) and reported to
 * the lead with their owner files. Fixed and guarded now: the carousel's pause button and ‹ › arrows over a slide's
 * link (they sit in a row under the slides), Royal's not-found link contrast (a primary-coloured
 * link), Lucky's avatar button whose lone digit was not in its name (a drawn figure), and the
 * agent reports' "to" date "over" the empty state at 360 px, which was a closed <details>
 * fold's hidden fields: the check now skips what is not drawn (checkVisibility).
 */
export const SHARED_LAYOUT_EXCEPTIONS: LayoutException[] = [];

/** The agent centre's (default brand only: the demo agent lives there). */
export const AGENT_LAYOUT_EXCEPTIONS: LayoutException[] = [];

/** Royal's (its display font is wider). */
export const ROYAL_LAYOUT_EXCEPTIONS: LayoutException[] = [
  {
    where: 'memberCenter=transactionHistory @768',
    kind: 'wider-than-scroller',
    element: 'history-',
    owner: 'libs/wallet/feature-wallet/src/pages/transaction-history-page.tsx (Table, TableScroll in components/form-parts.tsx)',
    reason:
      'at 768 px the history table came out 2 px wider than its scroller (512 > 510) in one run of two: its widest cells are dates and amounts in proportional digits, so the width follows the data; tabular-nums or a wrapping date column would end it',
  },
  {
    where: 'memberCenter=transactionHistory @768',
    kind: 'scrolls-sideways',
    element: 'section[data-testid=history-page]',
    owner: 'libs/wallet/feature-wallet/src/pages/transaction-history-page.tsx',
    reason: 'the same 2 px: the table scroller then scrolls sideways',
  },
  {
    where: '@1440',
    kind: 'overlapping-controls',
    element: 'a[data-testid=logo-home] ⨯ a[data-testid=nav-',
    owner: 'libs/shell/feature-shell/src/header/header-nav.tsx (useFittingCount)',
    reason:
      "in one run of two the one-row header's first category link sat 37 px over the logo at 1440 px: the count of links that fit was taken before the bar's final width and not taken again; to find and fix",
  },
];

/** Lucky's player (signed up by SMS, so the account is the mobile number). */
export const LUCKY_LAYOUT_EXCEPTIONS: LayoutException[] = [];
