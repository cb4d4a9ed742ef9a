import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { PUBLIC_MODAL_CLOSED_KEY, guestAnnouncements, putAnnouncement } from './support/shell';

test.describe('the announcement popup, publicModal (spec §2, §4)', () => {
  test('lists 8 announcements per page with a pager range of 2, and shows the selected one', async ({ page, request }) => {
    const total = (await guestAnnouncements(request)).length;
    expect(total <= 8, 'the gateway serves one page of announcements only').toBe(false);
    await page.goto('/');
    const modal = page.getByTestId('publicModal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('announcement-item')).toHaveCount(8);
    const pages = modal.getByRole('button', { name: /^Page \d+$/ });
    await expect(pages).toHaveText(['1', '2']);
    await modal.getByRole('button', { name: 'Next page' }).click();
    await expect(modal.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(modal.getByTestId('announcement-item')).toHaveCount(Math.min(8, total - 8));
    const third = modal.getByTestId('announcement-item').nth(2);
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    const title = (await third.locator('span').first().textContent()) ?? '';
    await expect(modal.getByTestId('announcement-detail')).toContainText(title);
  });

  test("'go to promotion' closes the popup and opens the reward centre", async ({ page, request }) => {
    const withPromotion = (await guestAnnouncements(request)).findIndex((item) => item.promotionType);
    expect(withPromotion < 0, 'no announcement with a promotionType').toBe(false);
    await page.goto('/');
    const modal = page.getByTestId('publicModal');
    await expect(modal).toBeVisible();
    for (let page2 = 1; page2 <= Math.floor(withPromotion / 8); page2 += 1) {
      await modal.getByRole('button', { name: 'Next page' }).click();
    }
    await modal.getByTestId('announcement-item').nth(withPromotion % 8).click();
    await modal.getByTestId('go-to-promotion').click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?memberCenter=rewardCenter$/);
  });

  test('stays closed for the rest of the session once closed', async ({ page }) => {
    await page.goto('/');
    const modal = page.getByTestId('publicModal');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PUBLIC_MODAL_CLOSED_KEY)).toBe('1');
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(modal).toHaveCount(0);
  });

  test('an announcement with <img onerror> and <script> runs nothing', async ({ page, request }) => {
    const title = `XSS probe ${Date.now()}`;
    await putAnnouncement(request, {
      title,
      content: '<p>probe</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    const modal = page.getByTestId('publicModal');
    await modal.getByTestId('announcement-item').filter({ hasText: title }).click();
    const content = modal.getByTestId('announcement-content');
    await expect(content).toContainText('probe');
    const html = await content.innerHTML();
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('publicModal')).toBeVisible();
    await page.waitForTimeout(300);
    const results = await new AxeBuilder({ page }).include('[data-testid="publicModal"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('the notice list, noticeModal (spec §2)', () => {
  // The moving marquee, as most players meet it (the journeys' default is reduced motion).
  test.use({ reducedMotion: 'no-preference' });

  test('opens at the clicked notice and collapses the open item when it is clicked', async ({ page, request }) => {
    const notices = await guestAnnouncements(request, 'H');
    expect(notices.length === 0, 'the gateway serves no notices').toBe(false);
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PUBLIC_MODAL_CLOSED_KEY);
    await page.goto('/');
    const marquee = page.getByTestId('notice-marquee');
    await expect(marquee).toBeVisible();
    // The marquee never stops moving under a pointer that has not hovered it; the keyboard
    // path (focus pauses it) is the one a click-wait can follow.
    const first = marquee.getByRole('button', { name: notices[0]?.title }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('noticeModal');
    await expect(modal).toBeVisible();
    const toggles = modal.getByTestId('notice-toggle');
    await expect(toggles).toHaveCount(notices.length);
    await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(modal.getByTestId('notice-content')).toBeVisible();
    await toggles.first().click();
    await expect(toggles.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(modal.getByTestId('notice-content')).toHaveCount(0);
    if (notices.length > 1) {
      await toggles.nth(1).click();
      await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    }
  });
});
