import { describeLayoutCheck } from './support/layout-run';
import { ROYAL_LAYOUT_EXCEPTIONS, SHARED_LAYOUT_EXCEPTIONS } from './support/layout-exceptions';
import type { LayoutException } from './support/layout-sweep';

/**
 * Issue 21's layout check on the royal brand: every route and every member-centre page in EN and PT
 * at 360 and 1440 px (home and the EN member centre also at 390 and 768), plus AR on home and the
 * member centre. The agent centre (the same pages on every brand) is swept once, in
 * layout-default.spec.ts.
 */
const EXCEPTIONS: LayoutException[] = [...SHARED_LAYOUT_EXCEPTIONS, ...ROYAL_LAYOUT_EXCEPTIONS];

describeLayoutCheck({
  brand: 'royal',
  account: { name: 'demo01', password: 'Demo1234' },
  agent: false,
  exceptions: EXCEPTIONS,
});
