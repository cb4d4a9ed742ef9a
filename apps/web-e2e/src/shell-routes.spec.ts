import { expect, test } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { skipAnnouncementPopup } from './support/shell';

/** Spec §2's route table: each path and the screen it renders. */
const SCREENS: [string, string][] = [
  ['/', 'home-page'],
  ['/index', 'home-page'],
  ['/index.html', 'home-page'],
  ['/home', 'home-page'],
  ['/cockfight', 'game-centre-screen'],
  ['/sports', 'game-centre-screen'],
  ['/esports', 'game-centre-screen'],
  ['/rng', 'game-list-screen'],
  ['/live', 'game-list-screen'],
  ['/fish', 'game-list-screen'],
  ['/pvp', 'game-list-screen'],
  ['/inHouse', 'game-list-screen'],
  ['/hot', 'game-list-screen'],
  ['/promotions', 'promotions-screen'],
  ['/pointMall', 'point-mall-screen'],
  ['/sponsor', 'sponsor-screen'],
  ['/seamless', 'seamless-screen'],
  ['/description', 'description-screen'],
  ['/down', 'download-screen'],
  ['/gameListCenter/spinx/rng', 'vendor-game-list-screen'],
];

test.describe('the route table (spec §2)', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  for (const [path, testId] of SCREENS) {
    test(`${path} renders its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId('app-header')).toBeVisible();
    });
  }

  test('the game centres and game lists have a footer; /seamless and /description have the header only', async ({ page }) => {
    await page.goto('/sports');
    await expect(page.getByTestId('app-footer')).toBeVisible();
    await page.goto('/description');
    await expect(page.getByTestId('description-screen')).toBeVisible();
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
  });

  test('/login and /register are home with their popup open', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    await page.goto('/register');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('registerModal')).toBeVisible();
  });

  test('/help is home with the help popup, and closing it goes to /', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const help = page.getByTestId('helpModal');
    await expect(help).toBeVisible();
    await expect(help.getByRole('button', { name: 'Close' }).first()).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(help).toHaveCount(0);
  });

  test('the footer help link opens the help popup', async ({ page }) => {
    await page.goto('/sports');
    await page.getByTestId('footer-help').click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByTestId('helpModal')).toBeVisible();
  });

  test('/lottery, /seaLottery and /vnLottery render the lottery screen once logged in', async ({ page }) => {
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await expectLoggedInAs(page, 'demo01');
    for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('lottery-screen')).toBeVisible();
    }
  });

  test('/promotions selects the promotion whose id is the hash', async ({ page }) => {
    await page.goto('/promotions');
    const items = page.locator('[data-testid^="promotion-item-"]');
    await expect(items.first()).toBeVisible();
    const second = items.nth(1);
    const id = (await second.getAttribute('data-testid'))?.replace('promotion-item-', '');
    await page.goto(`/promotions#${id}`);
    await expect(page.getByTestId(`promotion-item-${id}`)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('promotion-detail')).toContainText((await second.textContent()) ?? '');
  });
});
