import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { loginWithPassword, playerPage } from './support/player';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: a content user publishes an announcement that players see live', () => {
  // Two browsers, a registration and live pushes on a shared, busy machine: three times the default budget.
  test.slow();

  test('the preview is sanitised, and a logged-in player on the default brand sees the notice arrive without a reload', async ({ page, browser }) => {
    const player = await playerPage(browser);
    await loginWithPassword(player, 'demo01', 'Demo1234');
    const marquee = player.getByTestId('notice-marquee');
    await expect(marquee).toBeVisible({ timeout: 20_000 });
    await player.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await signIn(page, STAFF.content);
    await navLink(page, 'Content').click();
    const title = `Live from the back office ${randomUUID().slice(0, 8)}`;
    await page.getByTestId('content-type').selectOption('H');
    await page.getByTestId('content-execution').selectOption('A');
    await page.getByTestId('content-title').fill(title);
    await page.getByTestId('content-body').fill(`<p>${title}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`);
    // The gateway's sanitiser, as players get it: the text stays, the handlers and scripts do not.
    const preview = page.getByTestId('content-preview');
    await expect(preview).toContainText(title);
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('[onerror]')).toHaveCount(0);
    await page.getByTestId('content-publish').click();
    await expect(page.getByTestId('content-published')).toContainText(title);

    await expect(marquee.getByRole('button', { name: title }).first()).toBeVisible({ timeout: 20_000 });
    expect(await player.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await player.context().close();
  });
});
