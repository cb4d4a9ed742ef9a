import type { Page } from '@playwright/test';
import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { expectNoSeriousViolations } from './support/axe';
import { brandUrl } from './support/brand-url';
import { registerFreshPlayer } from './support/player';
import { skipAnnouncementPopup } from './support/shell';

/** Opens a member- or agent-centre page from the URL and waits until its content has loaded. */
async function openCentre(page: Page, param: 'memberCenter' | 'agentCenter', name: string) {
  await page.goto(`/?${param}=${name}`);
  const modal = page.getByTestId(param === 'memberCenter' ? 'memberCentreModal' : 'agentCentreModal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /./ }).first()).toBeVisible();
  await expect(modal.getByTestId('spinner')).toHaveCount(0, { timeout: 10_000 });
  return modal;
}

const MEMBER_CENTRE = '[data-testid="memberCentreModal"]';
const AGENT_CENTRE = '[data-testid="agentCentreModal"]';

test.describe('accessibility: axe (WCAG 2.1 AA) finds no serious or critical violation', () => {
  // axe walks the whole DOM in the page; on a loaded CI machine one scan can take many seconds.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expectNoSeriousViolations(page, 'home');
  });

  // Each brand has its own colour tokens, so contrast is checked on each brand's home too.
  for (const brand of ['lucky', 'royal']) {
    test(`home on the ${brand} brand`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expectNoSeriousViolations(page, `${brand} home`);
    });
  }

  test('game list', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'game list (/rng)');
  });

  test('help', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'help', '[data-testid="helpModal"]');
  });

  test('app download', async ({ page }) => {
    await page.goto('/down');
    await expect(page.getByTestId('install-app')).toBeVisible();
    await expectNoSeriousViolations(page, 'app download');
  });

  test('the scan fails on a serious violation, so a clean result means something', async ({ page }) => {
    await page.goto('/login');
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup).toBeVisible();
    // A button with no accessible name is a critical violation (axe rule button-name).
    await popup.evaluate((el) => el.appendChild(document.createElement('button')));
    await expect(expectNoSeriousViolations(page, 'login popup with a nameless button', '[data-testid="loginPopupModal"]')).rejects.toThrow(
      /critical button-name/,
    );
  });

  test('login popup', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    await expectNoSeriousViolations(page, 'login popup', '[data-testid="loginPopupModal"]');
  });

  test('register popup', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByTestId('registerModal')).toBeVisible();
    await expectNoSeriousViolations(page, 'register popup', '[data-testid="registerModal"]');
  });

  test('lottery', async ({ page }) => {
    await registerFreshPlayer(page, 'axelot');
    await page.goto('/seaLottery');
    await expect(page.getByTestId('lottery-screen')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'lottery');
  });

  test('member centre pages, wallet deposit and withdraw', async ({ page }) => {
    test.setTimeout(420_000);
    await registerFreshPlayer(page, 'axemc');
    const modal = await openCentre(page, 'memberCenter', 'securityCenter');
    const pages = await modal.locator('button[data-testid^="mc-"]').evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-testid')!.slice('mc-'.length)),
    );
    expect(pages).toEqual(expect.arrayContaining(['securityCenter', 'depositv2', 'withdraw']));
    const failures: string[] = [];
    // Every page is scanned, then the failures are reported together.
    const scan = (name: string) =>
      expectNoSeriousViolations(page, `member centre ${name}`, MEMBER_CENTRE).catch((error: Error) => failures.push(error.message));
    for (const name of pages) {
      await modal.getByTestId(`mc-${name}`).click();
      await expect(modal.getByTestId(`mc-${name}`)).toHaveAttribute('aria-current', 'page');
      await expect(modal.getByTestId('spinner')).toHaveCount(0, { timeout: 10_000 });
      await scan(name);
    }
    // The second step of a cool-off: the warning that it cannot be undone and the password.
    await modal.getByTestId('mc-responsibleGaming').click();
    await modal.getByTestId('cool_off-start').click();
    await expect(modal.getByTestId('cool_off-warning')).toBeVisible();
    await scan('responsibleGaming, cool-off confirmation');
    expect(failures).toEqual([]);
  });

  test('agent centre', async ({ page }) => {
    test.setTimeout(240_000);
    await loginWithPassword(page, 'agent01', 'Agent1234');
    await expectLoggedInAs(page, 'agent01');
    const failures: string[] = [];
    for (const name of ['teamOverview', 'registerCentre', 'downlineManagement']) {
      await openCentre(page, 'agentCenter', name);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `agent centre ${name}`, AGENT_CENTRE).catch((error: Error) => failures.push(error.message));
    }
    expect(failures).toEqual([]);
  });
});
