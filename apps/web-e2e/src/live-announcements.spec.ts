import { randomUUID } from 'node:crypto';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { accountTest as test, expect } from './support/fixtures';
import { putAnnouncement, skipAnnouncementPopup } from './support/shell';

/** A page opened by navigation boots the whole app first; on a busy machine that outlasts the 5 s default. */
const BOOT = { timeout: 20_000 };

test.describe('live announcements over the live-event socket (spec §2: it pushes announcements)', () => {
  test.slow();

  test("an operator's new notice reaches a logged-in player's marquee without a reload", async ({ page, request }) => {
    await skipAnnouncementPopup(page);
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await expectLoggedInAs(page, 'demo01');
    const marquee = page.getByTestId('notice-marquee');
    await expect(marquee).toBeVisible(BOOT);
    // Survives only as long as the document does: a reload would drop it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const title = `Live notice ${randomUUID().slice(0, 8)}`;
    await expect(marquee.getByRole('button', { name: title })).toHaveCount(0);
    // Execution A: for members only, so the player's own (token-carrying) list must refetch to show it.
    await putAnnouncement(request, { title, content: `<p>${title}</p>`, type: 'H', execution: 'A' });

    await expect(marquee.getByRole('button', { name: title }).first()).toBeVisible(BOOT);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
