import type { Browser, Page } from '@playwright/test';
import { E2E_GATEWAY_PORT } from './e2e-env';
import { test } from './fixtures';
import { LAYOUT_ROUTES, LayoutSweep, type SweepOptions } from './layout-sweep';

/**
 * The whole layout check for one brand (issue 21) as a few tests on one page that logs in once:
 * every route, the member centre and (for an agent) the agent centre in EN and PT, then home and
 * the member centre in AR. Each test fails at its end with every problem it found listed.
 */
export function describeLayoutCheck(options: SweepOptions): void {
  test.describe(`layout check: ${options.brand}`, () => {
    // Runs in every `npm test` (each brand's spec in its brand group's e2e target). A problem in a
    // file the check's owner may not change is named, with that file, in the brand's EXCEPTIONS
    // (support/layout-exceptions.ts). A bound per test for a loaded 2-core machine, not a wait.
    test.describe.configure({ timeout: 420_000 });
    let page: Page;
    let sweep: LayoutSweep;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      // A first page load and login (or an SMS sign-up) on a loaded 2-core machine; a bound, not a wait.
      test.setTimeout(180_000);
      // axe needs a page of a context of our own (browser.newContext), not browser.newPage's; the
      // base URL is for the gateway's outbox (an SMS sign-up's code).
      const context = await browser.newContext({
        baseURL: `http://localhost:${E2E_GATEWAY_PORT}`,
        extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      });
      page = await context.newPage();
      sweep = new LayoutSweep(page, options);
      await sweep.logIn();
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const language of ['EN', 'PT'] as const) {
      // eslint-disable-next-line no-empty-pattern -- the tests share the page logged in once above
      test(`${language}: every route at 360 and 1440 px, home also at 390 and 768`, async ({}, testInfo) => {
        await sweep.useLanguage(language);
        await sweep.sweepRoutes(language);
        sweep.report(testInfo, `${language} routes`);
      });
      // eslint-disable-next-line no-empty-pattern -- the tests share the page logged in once above
      test(`${language}: every member-centre page${options.agent ? ' and agent-centre page' : ''}`, async ({}, testInfo) => {
        await sweep.useLanguage(language);
        await sweep.sweepMemberCentre(language);
        if (options.agent) await sweep.sweepAgentCentre(language);
        sweep.report(testInfo, `${language} centres`);
      });
    }
    // eslint-disable-next-line no-empty-pattern -- the tests share the page logged in once above
    test('AR: home and every member-centre page, right to left', async ({}, testInfo) => {
      await sweep.useLanguage('AR');
      await sweep.sweepRoutes('AR', LAYOUT_ROUTES.filter((route) => route.path === '/'));
      await sweep.sweepMemberCentre('AR');
      sweep.report(testInfo, 'AR home and member centre');
    });
  });
}
