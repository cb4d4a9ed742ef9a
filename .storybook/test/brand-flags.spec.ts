import { brandFlags, brandIds } from './storybook-env';
import { expect, StoryPreview, test } from './fixtures';

/*
 * Storybook compiles brands as the app does: the `__FLAG_*__` constants of the
 * toolbar's brand, so a designer sees Lucky's SMS-only login and Fortuna's username login.
 */
const LOGIN = 'auth-popups--login';

test.describe('brand flags in Storybook', () => {
  for (const brand of brandIds()) {
    test(`the preview on ${brand} reads ${brand}'s brand.json flags`, async ({ browser }) => {
      const preview = await StoryPreview.open(browser);
      await preview.load(LOGIN, brand);
      expect(await preview.page.evaluate(() => globalThis.__storybookBrandFlags)).toEqual(brandFlags(brand));
      expect(await preview.failures()).toEqual([]);
      await preview.page.close();
    });
  }

  test('the default brand logs in by username, lucky by SMS code only', async ({ browser }) => {
    const preview = await StoryPreview.open(browser);
    await preview.load(LOGIN, 'default');
    const dialog = preview.page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByTestId('username-login-form')).toBeVisible();
    await expect(dialog.getByTestId('sms-login-form')).toHaveCount(0);

    await preview.load(LOGIN, 'lucky');
    await expect(dialog.getByTestId('sms-login-form')).toBeVisible();
    await expect(dialog.getByTestId('username-login-form')).toHaveCount(0);
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    expect(await preview.failures()).toEqual([]);
    await preview.page.close();
  });

  test('switching the brand toolbar reloads the story with the new brand flags', async ({ browser }) => {
    const preview = await StoryPreview.open(browser);
    await preview.load(LOGIN, 'default');
    const dialog = preview.page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByTestId('username-login-form')).toBeVisible();

    // What the toolbar sends the preview when a designer picks another brand.
    await preview.page.evaluate(() =>
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { brand: 'lucky' } }),
    );
    await preview.page.waitForURL(/globals=[^&]*brand(%3A|:)lucky/);
    await expect(dialog.getByTestId('sms-login-form')).toBeVisible();
    await expect(dialog.getByTestId('username-login-form')).toHaveCount(0);
    expect(await preview.page.evaluate(() => globalThis.__storybookBrandFlags)).toEqual(brandFlags('lucky'));
    expect(await preview.failures()).toEqual([]);
    await preview.page.close();
  });
});
