import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules both suites scan with. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the sweeps read of axe.run's results (axe-core's own types come with @axe-core/playwright). */
export interface AxeViolations {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

let axeSource: string | undefined;

/**
 * axe-core's browser build, the very copy @axe-core/playwright injects (found from it, so the two
 * never differ in version), read on first use: a config importing this lib does not pay for it.
 */
function axeSourceCode(): string {
  if (axeSource === undefined) {
    const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
    axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSource;
}

/**
 * Runs axe in the page with `options` (axe.run's), over `within` (a CSS selector) or the whole
 * document. axe-core is injected once per document: a page load drops it, a resize or a tab keeps
 * it. @axe-core/playwright injected its 0.5 MB source two or three times per scan and opened a
 * fresh page for every scan's finishing step, which was most of the sweeps' scan time.
 */
export async function axeInPage(page: Page, options: object, within?: string): Promise<AxeViolations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSourceCode());
  return page.evaluate(
    ([context, runOptions]) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeViolations> } }).axe.run(context ?? document, runOptions),
    [within ?? null, options] as const,
  );
}
