import { describeLayoutCheck } from './support/layout-run';
import { AGENT_LAYOUT_EXCEPTIONS, SHARED_LAYOUT_EXCEPTIONS } from './support/layout-exceptions';
import type { LayoutException } from './support/layout-sweep';

/**
 * Issue 21's layout check on the default brand: every route, every member-centre page and (the demo
 * agent is on this brand only) every agent-centre page, in EN and PT at 360 and 1440 px (home and
 * the EN member centre also at 390 and 768), plus AR on home and the member centre. See
 * support/layout-sweep.ts for what fails it.
 */
const EXCEPTIONS: LayoutException[] = [...SHARED_LAYOUT_EXCEPTIONS, ...AGENT_LAYOUT_EXCEPTIONS];

describeLayoutCheck({
  brand: 'default',
  account: { name: 'agent01', password: 'Agent1234' },
  agent: true,
  exceptions: EXCEPTIONS,
});
