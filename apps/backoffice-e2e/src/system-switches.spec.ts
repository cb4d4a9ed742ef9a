import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { navLink, signIn } from './support/staff';

/** Free play straight from the browser, as the player app calls it (same gateway, FORTUNA by host). */
async function freePlay(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/free-play', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ os: 'Linux', platform: 'WEB', gatewayVersion: 3 }),
    });
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  });
}

test.describe('issue 22: an owner switches a built-in feature off and back on', () => {
  test('DIRECTREG3 off on the System screen: free play is refused at once; back on, it works again', async ({ page }) => {
    await signIn(page, STAFF.ownerSystem);
    await navLink(page, 'System').click();
    const state = page.getByTestId('whitelabel-DIRECTREG3-state');
    await expect(state).toHaveText('On', { timeout: 20_000 });
    // A flag the default brand is built without offers no switch.
    await expect(page.getByTestId('whitelabel-MOBILENUMREG3')).toContainText('Not built in');
    await expect(page.getByTestId('whitelabel-MOBILENUMREG3-toggle')).toHaveCount(0);

    await page.getByTestId('whitelabel-DIRECTREG3-toggle').click();
    await page.getByTestId('whitelabel-off-confirm').click();
    await expect(state).toHaveText('Off');
    expect(await freePlay(page)).toEqual({ status: 403, code: 'FEATURE_DISABLED' });

    await page.getByTestId('whitelabel-DIRECTREG3-toggle').click();
    await expect(state).toHaveText('On');
    expect((await freePlay(page)).status).toBe(200);
  });
});
