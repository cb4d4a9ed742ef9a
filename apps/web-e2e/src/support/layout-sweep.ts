import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { WCAG_21_AA } from './axe';
import { brandUrl } from './brand-url';
import { englishOnlyTexts, type EnglishText } from './layout-catalogue';
import { findLayoutProblems } from './layout-check';
import { findScreenProblems } from './layout-screen-checks';

/**
 * Issue 21 "How it is checked": one brand's sweep over every route of the player app and every
 * page of the member and agent centres, at four viewports, in EN and PT (and AR on home and the
 * member centre). Each screen is loaded once per language; the viewport is then resized in place.
 * Every problem is collected, so one run lists them all.
 */
export const LAYOUT_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/** Spec §2's routes (apps/web routes.tsx) and the screen each renders. The support console is staff-only. */
export const LAYOUT_ROUTES: readonly { path: string; screen: string }[] = [
  { path: '/', screen: 'home-page' },
  { path: '/cockfight', screen: 'game-centre-screen' },
  { path: '/sports', screen: 'game-centre-screen' },
  { path: '/esports', screen: 'game-centre-screen' },
  { path: '/rng', screen: 'game-list-screen' },
  { path: '/live', screen: 'game-list-screen' },
  { path: '/fish', screen: 'game-list-screen' },
  { path: '/pvp', screen: 'game-list-screen' },
  { path: '/inHouse', screen: 'game-list-screen' },
  { path: '/hot', screen: 'game-list-screen' },
  { path: '/lottery', screen: 'lottery-screen' },
  { path: '/seaLottery', screen: 'lottery-screen' },
  { path: '/vnLottery', screen: 'lottery-screen' },
  { path: '/promotions', screen: 'promotions-screen' },
  { path: '/pointMall', screen: 'point-mall-screen' },
  { path: '/sponsor', screen: 'sponsor-screen' },
  { path: '/seamless', screen: 'seamless-screen' },
  { path: '/description', screen: 'description-screen' },
  { path: '/down', screen: 'download-screen' },
  { path: '/winners', screen: 'winners-screen' },
  { path: '/mirrors', screen: 'mirrors-screen' },
  { path: '/agentHome', screen: 'agent-home' },
  { path: '/gameListCenter/spinx/rng', screen: 'vendor-game-list-screen' },
  { path: '/no-such-page', screen: 'not-found-page' },
];

const MEMBER_CENTRE = '[data-testid="memberCentreModal"]';
const AGENT_CENTRE = '[data-testid="agentCentreModal"]';
/** Agent records the menu lists only with a dividend or daily-salary contract: opened by their URL. */
const AGENT_CONTRACT_PAGES = ['dividendRecord', 'dailyWages'];

/**
 * A known failure in a path this check's owner may not fix: matched by its screen (`where`
 * contains it), kind and element, with the owner's file named so it can be fixed there.
 */
export interface LayoutException {
  where: string;
  kind: string;
  element: string;
  owner: string;
  reason: string;
}

export interface SweepOptions {
  brand: string;
  account: { name: string; password: string };
  /** Whether this brand's account is an agent (the agent centre's pages are then swept too). */
  agent: boolean;
  exceptions: readonly LayoutException[];
}

interface Found {
  where: string;
  kind: string;
  element: string;
  detail: string;
}

export class LayoutSweep {
  readonly found: Found[] = [];
  readonly excused = new Set<LayoutException>();
  checks = 0;
  private readonly scanned = new Set<string>();
  screens = 0;
  private started = Date.now();
  private english: EnglishText[] = [];

  constructor(
    private readonly page: Page,
    private readonly options: SweepOptions,
  ) {}

  /** Logs in once through the login popup, with the after-login popups out of the way for the session. */
  async logIn(): Promise<void> {
    const { page, options } = this;
    await page.addInitScript(() => sessionStorage.setItem('publicModalClosed', '1'));
    // The royal test gateway shows its reality check every 20 s: continue whenever it stands in the way.
    await page.addLocatorHandler(page.getByTestId('reality-continue'), (button) => button.click());
    await page.setViewportSize(LAYOUT_VIEWPORTS[3]);
    await page.goto(brandUrl(options.brand, '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await popup.getByTestId('login-username').fill(options.account.name);
    await popup.getByTestId('login-password').fill(options.account.password);
    await popup.getByTestId('login-submit').click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
    await expect(popup).toHaveCount(0);
  }

  /** Chooses the language for the next page load, as the language picker stores it. */
  async useLanguage(code: 'EN' | 'PT' | 'AR'): Promise<void> {
    await this.page.evaluate((lang) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('hisLang', lang);
    }, code);
    this.english = code === 'PT' ? englishOnlyTexts() : [];
  }

  async sweepRoutes(language: string, routes = LAYOUT_ROUTES): Promise<void> {
    for (const route of routes) {
      await this.page.goto(brandUrl(this.options.brand, route.path));
      await expect(this.page.getByTestId(route.screen).first(), `${route.path} renders its screen`).toBeVisible();
      this.screens += 1;
      await this.checkEveryViewport(`${language} ${route.path}`);
      // axe once per screen: the six game lists (and three centres, three lotteries) are one screen.
      if (language === 'EN' && !this.scanned.has(route.screen)) {
        this.scanned.add(route.screen);
        await this.axe(`${language} ${route.path}`);
      }
    }
  }

  async sweepMemberCentre(language: string): Promise<void> {
    const { page } = this;
    await page.setViewportSize(LAYOUT_VIEWPORTS[3]);
    await page.goto(brandUrl(this.options.brand, '/?memberCenter=securityCenter'));
    const centre = page.locator(MEMBER_CENTRE);
    const menu = centre.getByTestId('member-centre-menu');
    await expect(menu).toBeVisible();
    const ids = await menu.locator('button[data-testid^="mc-"]').evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('data-testid') ?? '').replace(/^mc-/, '')),
    );
    expect(ids.length, 'the member centre menu').toBeGreaterThanOrEqual(13);
    for (const id of ids) {
      await page.setViewportSize(LAYOUT_VIEWPORTS[3]);
      const tab = menu.getByTestId(`mc-${id}`);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await expect(centre.getByTestId('member-centre-page').getByRole('heading').first()).toBeVisible();
      this.screens += 1;
      await this.checkEveryViewport(`${language} memberCenter=${id}`, MEMBER_CENTRE);
      if (language === 'EN') await this.axe(`${language} memberCenter=${id}`, MEMBER_CENTRE);
    }
  }

  async sweepAgentCentre(language: string): Promise<void> {
    const { page } = this;
    await page.setViewportSize(LAYOUT_VIEWPORTS[3]);
    await page.goto(brandUrl(this.options.brand, '/?agentCenter=teamOverview'));
    const centre = page.locator(AGENT_CENTRE);
    const menu = centre.getByTestId('agent-centre-menu');
    await expect(menu).toBeVisible();
    const ids = await menu.locator('button[data-testid^="ac-"]').evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('data-testid') ?? '').replace(/^ac-/, '')),
    );
    expect(ids.length, 'the agent centre menu').toBeGreaterThanOrEqual(11);
    for (const id of [...ids, ...AGENT_CONTRACT_PAGES]) {
      await page.setViewportSize(LAYOUT_VIEWPORTS[3]);
      if (AGENT_CONTRACT_PAGES.includes(id)) {
        await page.goto(brandUrl(this.options.brand, `/?agentCenter=${id}`));
      } else {
        const tab = menu.getByTestId(`ac-${id}`);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-current', 'page');
      }
      await expect(centre.getByTestId('agent-centre').getByRole('heading', { level: 2 }).first()).toBeVisible();
      this.screens += 1;
      await this.checkEveryViewport(`${language} agentCenter=${id}`, AGENT_CENTRE);
      if (language === 'EN') await this.axe(`${language} agentCenter=${id}`, AGENT_CENTRE);
    }
  }

  /** Waits for the screen to finish loading: no spinner, no busy region, fonts in, eager images settled. */
  private async settle(): Promise<void> {
    const { page } = this;
    await expect(page.getByTestId('spinner')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
      undefined,
      { polling: 100 },
    );
    // Two frames: a resize's media queries and the React renders they cause are on screen.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }

  private async checkEveryViewport(where: string, root?: string): Promise<void> {
    for (const viewport of LAYOUT_VIEWPORTS) {
      await this.page.setViewportSize(viewport);
      await this.settle();
      const at = `${where} @${viewport.width}`;
      const layout = await findLayoutProblems(this.page, { root });
      for (const p of layout) this.add(at, p.kind, p.element, `${p.text ?? ''} ${p.width} > ${p.limit}`.trim());
      const screen = await findScreenProblems(this.page, { root, english: this.english });
      for (const p of screen) this.add(at, p.kind, p.element, p.detail);
      const sideways = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) this.add(at, 'page-scrolls-sideways', 'html', `${sideways} px`);
      this.checks += 1;
    }
  }

  /**
   * axe at the last viewport checked: no serious or critical violation, and no duplicate landmark
   * (`landmark-unique`, moderate, which issue 21 asks to be fixed on home and in the member centre).
   */
  private async axe(where: string, within?: string): Promise<void> {
    // WCAG rules plus the one best-practice rule the issue names; the whole best-practice set doubled a scan's time.
    const builder = new AxeBuilder({ page: this.page })
      .withTags(WCAG_21_AA)
      .options({ resultTypes: ['violations'], rules: { 'landmark-unique': { enabled: true } } });
    if (within) builder.include(within);
    const results = await builder.analyze();
    for (const v of results.violations) {
      const blocking = v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-unique';
      if (!blocking) continue;
      for (const node of v.nodes) this.add(`${where} (axe)`, `axe ${v.impact} ${v.id}`, node.target.join(' '), v.help);
    }
  }

  private add(where: string, kind: string, element: string, detail: string): void {
    const exception = this.options.exceptions.find((e) => where.includes(e.where) && kind === e.kind && element.includes(e.element));
    if (exception) {
      this.excused.add(exception);
      return;
    }
    this.found.push({ where, kind, element, detail });
  }

  /** Records the figures the issue asks for on the test, then fails with every problem found since the last report. */
  report(testInfo: TestInfo, part: string): void {
    const seconds = Math.round((Date.now() - this.started) / 1000);
    const figures = `${this.options.brand} ${part}: ${this.screens} screens, ${this.checks} screen × viewport checks, ${seconds} s; ${this.found.length} problems, ${this.excused.size} known exceptions used`;
    testInfo.annotations.push({ type: 'layout-check', description: figures });
    console.log(`layout check ${figures}`);
    const lines = this.found.splice(0).map((f) => `${f.where} | ${f.kind} | ${f.element} | ${f.detail}`);
    this.screens = 0;
    this.checks = 0;
    this.started = Date.now();
    expect(lines, `layout check ${this.options.brand} ${part}: every problem, one a line`).toEqual([]);
  }
}
