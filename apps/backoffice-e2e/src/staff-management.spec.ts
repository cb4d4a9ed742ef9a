import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { navLink, signIn, totpNow } from './support/staff';

test.describe('issue 22: an owner manages staff', () => {
  test.slow();

  test('the owner adds a finance user, who signs in with the new key; disabling them is audited and signs them out', async ({ page, browser }) => {
    const name = `fin${Date.now().toString(36)}`;
    const password = 'Finance-new-0001';
    await signIn(page, STAFF.owner);
    await navLink(page, 'Staff').click();
    await page.getByTestId('staff-name').fill(name);
    await page.getByTestId('staff-password').fill(password);
    await page.getByTestId('new-role-finance').click();
    await page.getByTestId('staff-create').click();
    const secret = (await page.getByTestId('staff-totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect(page.getByTestId(`staff-${name}`)).toContainText('Finance');

    // The new member signs in in a browser of their own, with the key the owner handed over.
    const theirs = await (await browser.newContext()).newPage();
    await signIn(theirs, { name, password, secret, grants: 'finance@FORTUNA' });
    await expect(navLink(theirs, 'Cashier')).toBeVisible();
    await expect(navLink(theirs, 'Staff')).toHaveCount(0);

    await page.getByTestId(`staff-toggle-${name}`).click();
    await page.getByTestId('staff-confirm-confirm').click();
    await expect(page.getByTestId(`staff-${name}`)).toContainText('disabled');
    // Their next call is refused: the page falls back to the sign-in form.
    await theirs.reload();
    await expect(theirs.getByLabel('Staff name')).toBeVisible();
    expect(totpNow(secret)).toMatch(/^\d{6}$/);

    await navLink(page, 'Audit log').click();
    const rows = page.getByTestId('audit-table').getByTestId('data-row');
    await expect(rows.first()).toContainText('staff.update');
    await expect(rows.nth(1)).toContainText('staff.create');
    await theirs.context().close();
  });
});
