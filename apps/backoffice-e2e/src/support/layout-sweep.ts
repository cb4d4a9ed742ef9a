import { expect, type Page, type TestInfo } from '@playwright/test';
import {
  axeInPage,
  animationsFinishedInPage,
  layoutProblemsInPage,
  ProblemLog,
  screenProblemsInPage,
  WCAG_21_AA,
  type EnglishText,
  type Inspection,
  type LayoutException,
} from '@platform/shared/e2e-layout';
import { backofficeEnglishOnlyTexts } from './layout-catalogue';

/** Issue 22: the back office is checked on a desktop and a tablet (it is not a phone tool). */
export const BACKOFFICE_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
] as const;
type Viewport = (typeof BACKOFFICE_VIEWPORTS)[number];

/** A known problem the check's owner may not fix: matched by screen (`where` contains it), kind and element. */
export type BackofficeLayoutException = LayoutException;

/**
 * One check of the screen at the current width, in the page, in one round trip: wait (each frame,
 * at most 15 s) until no spinner or busy table is left, fonts are in and eager images have settled;
 * let finite animations end (at most 5 s);
 * let two frames pass; then run the two shared page-side checks (sent as source).
 */
const INSPECT_IN_PAGE = `async ({ english }) => {
  const started = performance.now();
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const ready = () =>
    document.querySelector('[data-testid="spinner"], [aria-busy="true"]') === null &&
    document.fonts.status === 'loaded' &&
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy');
  let settled = false;
  while (performance.now() - started < 15000) {
    if (ready()) { settled = true; break; }
    await Promise.race([frame(), new Promise((done) => setTimeout(done, 100))]);
  }
  await (${animationsFinishedInPage.toString()})(5000);
  await frame();
  await frame();
  const layout = (${layoutProblemsInPage.toString()})({ root: null, tolerance: 1 });
  const screen = (${screenProblemsInPage.toString()})({ root: null, english });
  const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  return { settled, layout, screen, sideways };
}`;

/**
 * The back office's layout sweep (issue 22 "How it is checked"): each screen loaded once per
 * language, checked at both widths by resizing in place, with the player app's checks
 * (libs/shared/e2e-layout) and axe once per screen in EN. Every problem is collected so one run
 * lists them all.
 */
export class BackofficeLayoutSweep {
  private readonly problems: ProblemLog;
  private english: EnglishText[] = [];
  private checks = 0;
  private scans = 0;
  private started = Date.now();

  constructor(
    private readonly page: Page,
    exceptions: readonly BackofficeLayoutException[],
  ) {
    this.problems = new ProblemLog(exceptions);
  }

  /** The known exceptions some check has matched so far. */
  get excused(): ReadonlySet<BackofficeLayoutException> {
    return this.problems.excused;
  }

  /** Chooses the language for the next page load, as the shell's language switch stores it. */
  async useLanguage(code: 'EN' | 'PT'): Promise<void> {
    await this.page.evaluate((lang) => localStorage.setItem('backoffice.lang', lang), code);
    this.english = code === 'PT' ? backofficeEnglishOnlyTexts() : [];
  }

  /** Loads one screen at the first viewport, waits for its title, checks every viewport, scans with axe in EN. */
  async checkScreen(where: string, path: string, viewports: readonly Viewport[], axe: boolean): Promise<void> {
    const { page } = this;
    await this.resize(viewports[0] ?? BACKOFFICE_VIEWPORTS[0]);
    await page.goto(`/backoffice${path}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first(), `${path} renders its screen`).toBeVisible({ timeout: 20_000 });
    // The document's language is set once the PT catalogue is in: the PT check must not see EN first.
    await expect(page.locator('html')).toHaveAttribute('lang', this.english.length > 0 ? 'pt' : 'en');
    for (const viewport of viewports) {
      await this.resize(viewport);
      const found = (await page.evaluate(`(${INSPECT_IN_PAGE})(${JSON.stringify({ english: this.english })})`)) as Inspection;
      this.problems.addInspection(`${where} @${viewport.width}`, found);
      this.checks += 1;
    }
    if (axe) await this.axe(where);
  }

  private async resize(viewport: Viewport): Promise<void> {
    const now = this.page.viewportSize();
    if (now?.width !== viewport.width || now.height !== viewport.height) await this.page.setViewportSize(viewport);
  }

  /** axe over the whole page at the last width checked: no serious or critical violation. */
  private async axe(where: string): Promise<void> {
    const results = await axeInPage(this.page, { runOnly: { type: 'tag', values: WCAG_21_AA }, resultTypes: ['violations'] });
    this.scans += 1;
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      for (const node of v.nodes) this.problems.add(`${where} (axe)`, `axe ${v.impact} ${v.id}`, node.target.join(' '), v.help);
    }
  }

  /** Records the figures on the test, then fails with every problem found since the last report. */
  report(testInfo: TestInfo, part: string): void {
    const seconds = Math.round((Date.now() - this.started) / 1000);
    const lines = this.problems.report(testInfo, `backoffice ${part}: ${this.checks} screen × viewport checks, ${this.scans} axe scans, ${seconds} s`);
    this.checks = 0;
    this.scans = 0;
    this.started = Date.now();
    expect(lines, `back-office layout check ${part}: every problem, one a line`).toEqual([]);
  }
}
