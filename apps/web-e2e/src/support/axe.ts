import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
// The WCAG 2.1 A and AA rules (issue 11: "WCAG 2.1 AA, checked with axe on every main screen").
import { WCAG_21_AA } from '@platform/shared/e2e-layout';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Scans the page as it is now and fails on any serious or critical violation, listing each
 * with its rule, the elements and axe's advice, so the report says what to fix and where.
 * `within` limits the scan to one element (a CSS selector), e.g. an open dialog.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, within?: string): Promise<void> {
  // Only violations are itemised (axe's resultTypes), which keeps a scan fast on a busy machine.
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] });
  // A popup is scanned on its own: the page behind it is inert and has its own scan.
  if (within) builder.include(within);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n    ')}`);
  expect(blocking, `${screen}: serious or critical axe violations`).toEqual([]);
}
