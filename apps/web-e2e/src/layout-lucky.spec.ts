import { describeLayoutCheck } from './support/layout-run';
import type { LayoutException } from './support/layout-sweep';

/**
 * Issue 21's layout check on the lucky brand: every route and every member-centre page at 360, 390,
 * 768 and 1440 px in EN and PT, plus AR on home and the member centre. The demo agent exists on the
 * default brand only, so the agent centre is swept in layout-default.spec.ts.
 */
const EXCEPTIONS: LayoutException[] = [];

describeLayoutCheck({
  brand: 'lucky',
  account: { name: 'demo01', password: 'Demo1234' },
  agent: false,
  exceptions: EXCEPTIONS,
});
