import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { loginWithPassword } from './auth-ui';
import { brandUrl } from './brand-url';
import { expect, test } from './fixtures';
import { E2E_OPERATOR_TOKEN } from './e2e-env';
import { latestCode } from './outbox';
import { PLAYER_PASSWORD } from './player';
import { skipAnnouncementPopup } from './shell';
import { uniqueMobile, uniqueUsername } from './unique';

/**
 * Screenshot baselines (issues 20 and 21): the look of each brand's main screens, compared with
 * `toHaveScreenshot` against committed PNGs (playwright.config.ts sets the path, the tolerance,
 * animations off and the caret hidden). A screen is taken only once it has settled: fonts loaded,
 * every picture on screen decoded, no spinner or skeleton on screen. Whatever differs from run to
 * run for reasons other than the look is masked (see VARIABLE_REGIONS and each screen's own masks).
 */

/** The two sizes every screen is taken at (issue 20: desktop 1440×900 and phone 390×844). */
export const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;
export type Screen = (typeof SCREENS)[number];

/**
 * Regions whose content depends on the moment or on what other journeys on the same gateway did
 * before, never on the look: the jackpot ticker, the notice marquee (journeys add announcements),
 * the winners, the balances and account names (fresh accounts), the captcha, dates and times.
 */
const VARIABLE_REGIONS = [
  '[data-testid="jackpot-amount"]',
  '[data-testid="notice-marquee"]',
  '[data-testid="winner-board"]',
  '[data-testid="winners-list"]',
  '[data-testid="header-balance"]',
  '[data-testid="balance-amount"]',
  '[data-testid="player-balances"] [data-testid="balance-amount"]',
  '[data-testid="member-account"]',
  '[data-testid="header-account"]',
  '[data-testid="points-balance"]',
  '[data-testid="captcha-image"]',
  '[data-testid="hot-games"]',
  'time',
  'input[type="date"]',
  'input[type="datetime-local"]',
];

/** Chooses English and reduced motion before the app boots: the carousel stays on its first slide and the marquee stands still. */
export async function prepareScreenshotPage(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  // Not about announcements: the after-login popup would cover the screens.
  await skipAnnouncementPopup(page);
  // The royal test gateway shows its reality check every 20 s: continue whenever it stands in the way.
  await page.addLocatorHandler(page.getByTestId('reality-continue'), (button) => button.click());
}

/** Set on the page by settle(): whether an element shows inside the viewport. */
declare function onScreen(el: Element): boolean;

/** Waits until the screen is what a player would see once it has loaded: fonts, pictures, no placeholders. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Inside the viewport and not clipped away by a scrolling box (the carousel's other slides).
    (window as unknown as { onScreen: (el: Element) => boolean }).onScreen = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) return false;
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible' && getComputedStyle(parent).overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom) return false;
      }
      return true;
    };
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Pictures on screen (below-the-fold ones load lazily and are not in a viewport shot).
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => onScreen(img))
            .filter((img) => !img.complete || img.naturalWidth === 0)
            .map((img) => img.currentSrc || img.src),
        ),
      { message: 'pictures on screen that have not loaded' },
    )
    .toEqual([]);
  await page.evaluate(() =>
    Promise.all(Array.from(document.images).map((img) => (img.complete ? img.decode().catch(() => undefined) : undefined))),
  );
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-testid="spinner"], [data-testid="skeleton"]')).filter((el) => onScreen(el)).length,
        ),
      { message: 'spinners or skeletons on screen' },
    )
    .toBe(0);
  // Fonts a late render asked for (a heading in the display face).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Where the variable regions are looked for: inside a modal that covers the whole viewport (the
 * member and agent centres are full-screen sheets on a phone), else the whole page. A mask is
 * painted over everything, so the page's header hidden behind a sheet would show as a box whose
 * size follows the header's balance at that moment (still loading or loaded), although none of
 * that header is on screen.
 */
async function maskScope(page: Page): Promise<Page | Locator> {
  const sheet = await page.evaluate(() => {
    const covers = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.left <= 0.5 && box.top <= 0.5 && box.right >= window.innerWidth - 0.5 && box.bottom >= window.innerHeight - 0.5;
    };
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"][data-testid]'));
    // The last one opened is on top.
    return dialogs.reverse().find(covers)?.dataset['testid'] ?? null;
  });
  return sheet === null ? page : page.getByTestId(sheet);
}

/** Compares the viewport with its baseline, the variable regions (and `mask`) masked. */
export async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settle(page);
  const scope = await maskScope(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: [...VARIABLE_REGIONS.map((selector) => scope.locator(selector)), ...mask],
  });
}

/**
 * The result of a round is one line on a loss and a taller win banner on a win, and the header's
 * balance after it changes width and moves the header's links. For the game shot both get a fixed
 * size, as a screenshot style sheet would: the result slot the height of a win, so the bet form
 * and the round list below stay put, and the header's balance a width wider than any test
 * balance, so the header keeps its layout. Both stay masked (VARIABLE_REGIONS, outcomeRegions).
 */
export async function expectGameScreen(page: Page, name: string, game: Locator): Promise<void> {
  await page.addStyleTag({
    content: [
      '[data-testid="inHouseGame"] [data-testid="round-result-slot"] { height: 9rem; overflow: hidden; }',
      '[data-testid="header-balance"] [data-testid="balance-amount"] { display: inline-block; width: 14ch; overflow: hidden; }',
    ].join('\n'),
  });
  await expectScreen(page, name, [game.getByTestId('round-result-slot'), ...outcomeRegions(game)]);
}

/** Credits a member of a brand's merchant, as the operator's back office would. */
export async function credit(request: APIRequestContext, merchantCode: string, account: string, amount: number): Promise<void> {
  const response = await request.post('/api/operator/wallet/credit', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { idempotencyKey: randomUUID(), merchantCode, account, amount },
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

export interface ScreenshotBrand {
  id: string;
  merchant: string;
  /** An in-house game to play one round of (by its game code). */
  game: string;
  /** Registers a fresh player the way the brand registers, and returns the account. */
  register: (page: Page, request: APIRequestContext) => Promise<string>;
}

/** What an agent's log-in may use besides the page: a second browser context, the API. */
export interface AgentLogInTools {
  browser: Browser;
  request: APIRequestContext;
  extraHTTPHeaders: Record<string, string>;
}

/** Logs the page in as an agent whose team overview looks the same on every run. */
export type AgentLogIn = (page: Page, tools: AgentLogInTools) => Promise<void>;

/**
 * The demo agent the gateway seeds on Lucky and Royal with a fixed team of its own
 * (apps/gateway/src/plugins/app/demo-accounts.ts, BRAND_DEMO_AGENT): no journey signs anyone up
 * under it, so its overview can be photographed as it is. The mobile is the national number on
 * the first dialing code (+55), for Lucky's SMS login.
 */
export const BRAND_DEMO_AGENT = { account: 'agent01', password: 'Agent1234', mobile: '11800000001' } as const;

/** The brand's demo agent through the login popup's username form. */
export function demoAgentByPassword(brand: string): AgentLogIn {
  return async (page) => {
    await page.goto(brandUrl(brand, '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await popup.getByTestId('login-username').fill(BRAND_DEMO_AGENT.account);
    await popup.getByTestId('login-password').fill(BRAND_DEMO_AGENT.password);
    await popup.getByTestId('login-submit').click();
    await expectSignedIn(page, BRAND_DEMO_AGENT.account);
  };
}

/** The brand's demo agent through the login popup's SMS form, the code read from the gateway's outbox. */
export function demoAgentBySms(brand: string): AgentLogIn {
  return async (page, { request }) => {
    const { mobile } = BRAND_DEMO_AGENT;
    await page.goto(brandUrl(brand, '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await popup.getByTestId('sms-login-mobile').fill(mobile);
    // The seeded number is on the list's first dialing code, which the form picks once the list is in.
    await expect(popup.getByTestId('sms-login-dialing-code')).toHaveValue('+55');
    // Codes sent for an earlier shot are older than this one.
    const sentAt = Date.now() - 1000;
    await popup.getByTestId('sms-login-send').click();
    await popup.getByTestId('sms-login-code').fill(await latestCode(request, mobile, sentAt));
    await popup.getByTestId('sms-login-submit').click();
    await expectSignedIn(page, BRAND_DEMO_AGENT.account);
  };
}

/**
 * The default brand's demo agent signs up under it in every agent journey, so its team changes
 * from run to run: a fresh sub-agent of it (whose team is empty) is logged in instead.
 */
export const freshSubAgentOfDefault: AgentLogIn = async (page, { browser, extraHTTPHeaders }) => {
  const agent = await freshSubAgent(browser, 'default', extraHTTPHeaders);
  await firstLogin(page, 'default', agent.account, agent.password);
};

/**
 * Logged in as `account`: the header names it (on a phone the account shows in the menu as well,
 * hence the first) and the session holds a token.
 */
async function expectSignedIn(page: Page, account: string): Promise<void> {
  await expect(page.getByTestId('member-account').first()).toHaveText(account, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}

/** Username registration, as the default brand (and, with a payee name, the deposit-limit brand) registers. */
export async function registerByUsername(page: Page, brand: string, payeeName?: string): Promise<string> {
  const username = uniqueUsername('shot');
  await page.goto(brandUrl(brand, '/register'));
  const popup = page.getByTestId('registerModal');
  await popup.getByTestId('register-username').fill(username);
  await popup.getByTestId('register-password').fill(PLAYER_PASSWORD);
  await popup.getByTestId('register-confirmPassword').fill(PLAYER_PASSWORD);
  if (payeeName) await popup.getByTestId('register-payeeName').fill(payeeName);
  await popup.getByTestId('age-confirm').check();
  await popup.getByTestId('register-submit').click();
  await expectSignedIn(page, username);
  return username;
}

/** SMS registration, for a brand that registers by mobile only. */
export async function registerByMobile(page: Page, request: APIRequestContext, brand: string): Promise<string> {
  const mobile = uniqueMobile();
  await page.goto(brandUrl(brand, '/register'));
  const popup = page.getByTestId('registerModal');
  await popup.getByTestId('registerMobile-mobile').fill(mobile);
  const sentAt = Date.now() - 1000;
  await popup.getByTestId('registerMobile-send-code').click();
  await popup.getByTestId('registerMobile-verificationCode').fill(await latestCode(request, mobile, sentAt));
  await popup.getByTestId('age-confirm').check();
  await popup.getByTestId('register-submit').click();
  const account = page.getByTestId('member-account').first();
  await expect(account).toHaveText(/\S/, { timeout: 15_000 });
  return (await account.textContent())!.trim();
}

/** Opens an in-house game from its category page and plays one round through the UI, waiting until it settles. */
export async function playOneRound(page: Page, brand: string, gameCode: string): Promise<Locator> {
  await page.goto(brandUrl(brand, '/inHouse'));
  await page.locator(`[data-testid="game-tile"][data-game-code="${gameCode}"]`).getByTestId('game-play').click();
  const popup = page.getByTestId('inHouseGame');
  await expect(popup.getByTestId('game-stage')).toBeVisible();
  await expect(popup.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/in-house/rounds') && r.request().method() === 'POST');
  await popup.getByTestId('round-play').click();
  const round = ((await (await answer).json()) as { value: { roundId: string } }).value;
  await expect(popup.getByTestId('round-result')).toHaveAttribute('data-round-id', round.roundId);
  await expect(popup.getByTestId('game-stage')).toHaveAttribute('data-state', 'settled');
  return popup;
}

/**
 * The parts of a played game that show the random outcome: reels, dice, win line, result, balance,
 * recall. The dice are tilted 3D cubes whose boxes do not cover the faces they show, so the whole
 * dice table is masked instead of each die.
 */
export function outcomeRegions(popup: Locator): Locator[] {
  return [
    ...['reel', 'win-line', 'round-result', 'round-win', 'round-balance', 'recall-round'].map((id) => popup.getByTestId(id)),
    popup.locator('[data-testid="game-stage"][data-game="PGE_DICE"]'),
  ];
}

/** Opens a member-centre page by its URL and waits until it has a heading and no spinner. */
export async function openMemberCentre(page: Page, brand: string, id: string): Promise<void> {
  await page.goto(brandUrl(brand, `/?memberCenter=${id}`));
  const centre = page.getByTestId('memberCentreModal');
  const content = centre.getByTestId('member-centre-page');
  await expect(content.getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
  await expect(content.getByTestId('spinner')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A fresh sub-agent of the demo agent, so the team overview shows the same team on every run
 * (the demo agent's own team grows with every journey that signs someone up under it).
 * Created in a context of its own through the demo agent's register centre; returns the
 * account and its password after the forced first-login change.
 */
export async function freshSubAgent(browser: Browser, brand: string, headers: Record<string, string>): Promise<{ account: string; password: string }> {
  const context = await browser.newContext({ baseURL: brandUrl(brand), extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    await skipAnnouncementPopup(page);
    await loginWithPassword(page, 'agent01', 'Agent1234');
    await expectSignedIn(page, 'agent01');
    const account = uniqueUsername('shag');
    await page.goto('/?agentCenter=registerCentre');
    const centre = page.getByTestId('agentCentreModal');
    await centre.getByTestId('downline-username').fill(account);
    await centre.getByTestId('downline-password').fill(PLAYER_PASSWORD);
    await centre.getByTestId('downline-confirm').fill(PLAYER_PASSWORD);
    await centre.getByTestId('downline-sub-agent').click();
    await centre.getByTestId('downline-submit').click();
    await expect(centre.getByTestId('register-centre-done')).toContainText(account);
    return { account, password: PLAYER_PASSWORD };
  } finally {
    await context.close();
  }
}

/** Logs in an account the register centre created: its first login must change the password. */
export async function firstLogin(page: Page, brand: string, account: string, password: string): Promise<void> {
  await page.goto(brandUrl(brand, '/login'));
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill(account);
  await popup.getByTestId('login-password').fill(password);
  await popup.getByTestId('login-submit').click();
  const change = page.getByTestId('changePassModal');
  await expect(change).toBeVisible({ timeout: 15_000 });
  await change.getByTestId('change-new').fill('Changed123');
  await change.getByTestId('change-confirm').fill('Changed123');
  await change.getByTestId('change-submit').click();
  await expect(change).toBeHidden({ timeout: 15_000 });
  await expectSignedIn(page, account);
}

/**
 * The baselines of one brand (each brand's spec file calls this once, so the spec lands in its
 * brand's e2e group): home, a game list and the login popup for a guest; for a fresh player with
 * a fixed credit the member centre's wallet, withdraw and profit-and-loss pages, then an in-house
 * game after one round; and the agent centre's team overview of the agent `options.agent` logs in.
 */
export function screenshotJourneys(brand: ScreenshotBrand, options: { agent: AgentLogIn }): void {
  for (const screen of SCREENS) {
    test.describe(`${brand.id} screenshots, ${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
      test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
      test.beforeEach(async ({ page }) => prepareScreenshotPage(page));

      test('guest: home, a game list and the login popup', async ({ page }) => {
        test.slow();
        await page.goto(brandUrl(brand.id, '/'));
        // Often the run's first page on a gateway that has just booted: on a loaded 2-core machine its
        // first answers can take longer than the usual 15 s bound (a bound, not a wait).
        await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('home-jackpot')).toBeVisible();
        await expectScreen(page, `home-${screen.name}`);

        await page.goto(brandUrl(brand.id, '/inHouse'));
        await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 15_000 });
        await expectScreen(page, `game-list-${screen.name}`);

        await page.goto(brandUrl(brand.id, '/login'));
        await expect(page.getByTestId('loginPopupModal')).toBeVisible({ timeout: 15_000 });
        await expectScreen(page, `login-${screen.name}`);
      });

      test("player: the member centre's wallet, withdraw and profit pages, then an in-house game after a round", async ({ page, request }) => {
        test.slow();
        const account = await brand.register(page, request);
        // A fixed credit and no bet yet, so the wallet, withdraw and profit pages show the same figures every run.
        await credit(request, brand.merchant, account, 100_00);
        for (const [id, name] of [
          ['transferFund', 'wallet'],
          ['withdraw', 'withdraw'],
          ['personalProfit', 'profit'],
        ] as const) {
          await openMemberCentre(page, brand.id, id);
          await expectScreen(page, `member-${name}-${screen.name}`, [page.getByTestId('profit-period')]);
        }

        const game = await playOneRound(page, brand.id, brand.game);
        await expectGameScreen(page, `in-house-round-${screen.name}`, game);
      });

      test("agent: the agent centre's team overview", async ({ page, browser, request, extraHTTPHeaders }) => {
        test.slow();
        await options.agent(page, { browser, request, extraHTTPHeaders: extraHTTPHeaders ?? {} });
        await page.goto(brandUrl(brand.id, '/?agentCenter=teamOverview'));
        const content = page.getByTestId('agentCentreModal').getByTestId('agent-centre');
        await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
        await expect(content.getByTestId('spinner')).toHaveCount(0, { timeout: 15_000 });
        // A team's overview names its period, the last 7 days up to this second (agent.period, a
        // plain paragraph); an empty team's shows none.
        const period = content.getByTestId('team-overview').locator('p').filter({ hasText: /^From \d{4}-\d\d-\d\d .+ to \d{4}-/ });
        // A mask that matches nothing masks nothing: a team's period must be found.
        if ((await content.getByTestId('overview-empty').count()) === 0) await expect(period).toHaveCount(1);
        await expectScreen(page, `agent-team-overview-${screen.name}`, [period]);
      });
    });
  }
}
