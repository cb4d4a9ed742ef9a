import { describeLayoutCheck } from './support/layout-run';
import type { LayoutException } from './support/layout-sweep';

/**
 * Issue 21's layout check on the default brand: every route, every member-centre page and (the demo
 * agent is on this brand only) every agent-centre page, at 360, 390, 768 and 1440 px, in EN and PT,
 * plus AR on home and the member centre. See support/layout-sweep.ts for what fails it.
 */
const EXCEPTIONS: LayoutException[] = [];

describeLayoutCheck({
  brand: 'default',
  account: { name: 'agent01', password: 'Agent1234' },
  agent: true,
  exceptions: EXCEPTIONS,
});
