import { test as base, type Page } from '@playwright/test';

let counter = 0;

/** A documentation-range address (198.18.0.0/15) unique to each test. */
function uniqueClientIp(): string {
  counter += 1;
  const n = (process.pid * 97 + Date.now() + counter) % 65_000;
  return `198.${18 + (n >> 15)}.${(n >> 8) & 127}.${n & 255}`;
}

/**
 * Each journey presents its own client IP (the gateway trusts X-Forwarded-For
 * from loopback in e2e), so login-failure counters and known-IP checks of one
 * journey never leak into another.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': uniqueClientIp() });
  },
});

/**
 * For journeys about accounts: the announcement popup that rightly opens after
 * a login (spec §4) is closed whenever it stands in the way of the next step.
 */
export const accountTest = test.extend({
  page: async ({ page }, use) => {
    await closeAnnouncementsInTheWay(page);
    await use(page);
  },
});

/**
 * Closes the after-login announcement popup whenever it covers the next step. The popup also
 * steps aside by itself when a member or agent centre opens, so its close button can vanish
 * mid-click: that is fine, and Playwright then sees the popup hidden and goes on.
 */
export async function closeAnnouncementsInTheWay(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('publicModal'), async (modal) => {
    await modal
      .getByRole('button', { name: 'Close' })
      .first()
      // A dispatched click needs no stable, unobscured box, which a loaded machine (two e2e groups
      // at once) did not give a pointer click within its second: the popup then stayed up. Short
      // anyway: when the popup steps aside, the step that met it must not spend its own time here.
      .dispatchEvent('click', undefined, { timeout: 5_000 })
      .catch(() => undefined);
  });
}

export { expect } from '@playwright/test';
