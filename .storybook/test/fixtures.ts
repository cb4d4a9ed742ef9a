import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { STORYBOOK_DIR, STORYBOOK_ORIGIN, storyUrl } from './storybook-env';

/** Storybook channel events that mean a story failed, as the preview emits them. */
const FAILURE_EVENTS = [
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyMissing',
];
const RECORDED_EVENTS = [...FAILURE_EVENTS, 'storyFinished'];

interface StoryEvent {
  event: string;
  payload: unknown;
}
interface Channel {
  on: (event: string, listener: (payload: unknown) => void) => void;
  emit: (event: string, payload: unknown) => void;
}
declare global {
  interface Window {
    __storyEvents?: StoryEvent[];
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: Record<string, unknown> } } };
  }
}

/** Records the preview's channel events from its first moment: the channel is assigned to this global once. */
function recordChannelEvents(events: string[]) {
  window.__storyEvents = [];
  let channel: Channel | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel | undefined) => {
      channel = next;
      for (const event of events) next?.on(event, (payload) => window.__storyEvents?.push({ event, payload }));
    },
  });
}

/** One preview page on one brand: its errors, and what Storybook said about each story. */
export class StoryPreview {
  /** Uncaught exceptions, console errors and refused outside requests since the last story began. */
  errors: string[] = [];
  private constructor(readonly page: Page) {}

  /**
   * A page on which dist/storybook is served from disk under STORYBOOK_ORIGIN (no port
   * taken on a shared machine); every other request is refused and recorded.
   */
  static async open(browser: Browser, viewport?: { width: number; height: number }): Promise<StoryPreview> {
    const page = await browser.newPage(viewport ? { viewport } : {});
    const preview = new StoryPreview(page);
    page.on('pageerror', (error) => preview.errors.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') preview.errors.push(`console.error: ${message.text()}`);
    });
    await page.addInitScript(recordChannelEvents, RECORDED_EVENTS);
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== STORYBOOK_ORIGIN) {
        preview.errors.push(`request outside Storybook: ${url.href}`);
        return route.abort('blockedbyclient');
      }
      const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
      const file = normalize(join(STORYBOOK_DIR, decodeURIComponent(path)));
      if (!file.startsWith(STORYBOOK_DIR) || !existsSync(file)) {
        preview.errors.push(`failed resource: ${path} is not in the Storybook build`);
        return route.fulfill({ status: 404, body: 'not found' });
      }
      return route.fulfill({ path: file });
    });
    return preview;
  }

  /** Loads the preview on a story, as a browser opening its URL would. */
  async load(storyId: string, brand: string): Promise<void> {
    this.errors = [];
    await this.page.goto(storyUrl(storyId, brand));
    await this.settle();
  }

  /**
   * Switches the loaded preview to another story the way the Storybook UI does (the
   * `setCurrentStory` event), which spares booting the preview again for each story.
   */
  async select(storyId: string): Promise<void> {
    await this.page.evaluate(() => (window.__storyEvents = []));
    this.errors = [];
    await this.page.evaluate(
      (id) => window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' }),
      storyId,
    );
    await this.settle(storyId);
  }

  /** Waits until Storybook finished the story (render, then play function) and the page is quiet. */
  private async settle(storyId?: string): Promise<void> {
    await this.page.waitForFunction(
      ({ failureEvents, id }) =>
        (window.__storyEvents ?? []).some(
          (e) =>
            failureEvents.includes(e.event) ||
            (e.event === 'storyFinished' && (!id || (e.payload as { storyId?: string }).storyId === id)),
        ) || document.body.classList.contains('sb-show-errordisplay'),
      { failureEvents: FAILURE_EVENTS, id: storyId },
    );
    // Lazy chunks and locale files of the story load after its first render.
    await this.page.waitForLoadState('networkidle');
  }

  /** What went wrong with the current story; empty when nothing did. */
  async failures(): Promise<string[]> {
    const { failures, parameters } = await this.page.evaluate((failureEvents) => {
      const found = (window.__storyEvents ?? [])
        .filter(
          (e) =>
            failureEvents.includes(e.event) ||
            (e.event === 'storyFinished' && (e.payload as { status?: string }).status !== 'success'),
        )
        .map((e) => `${e.event}: ${JSON.stringify(e.payload).slice(0, 2000)}`);
      if (document.body.classList.contains('sb-show-errordisplay')) {
        const message = document.querySelector('#error-message')?.textContent ?? '';
        found.push(`error display: ${message} ${document.querySelector('#error-stack')?.textContent ?? ''}`);
      }
      return { failures: found, parameters: window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters ?? {} };
    }, FAILURE_EVENTS);
    // A story that shows a broken image on purpose says so: `parameters.storyTest.failedResources`.
    const allowsFailedResources =
      (parameters['storyTest'] as { failedResources?: boolean } | undefined)?.failedResources === true;
    const errors = this.errors.filter(
      (error) =>
        !(
          allowsFailedResources &&
          (error.startsWith('console.error: Failed to load resource') || error.startsWith('failed resource:'))
        ),
    );
    return [...failures, ...errors];
  }
}

/**
 * Each worker keeps one preview page per brand and moves it from story to story; a
 * page whose story failed is closed, so a broken story cannot spill into the next.
 */
export const test = base.extend<
  {
    preview: (
      brand: string,
      viewport?: { width: number; height: number },
    ) => Promise<{ preview: StoryPreview; open: (storyId: string) => Promise<void> }>;
  },
  { previews: Map<string, StoryPreview> }
>({
  previews: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no dependency
    async ({}, provide) => {
      const previews = new Map<string, StoryPreview>();
      await provide(previews);
      for (const preview of previews.values()) await preview.page.close();
    },
    { scope: 'worker' },
  ],
  preview: async ({ browser, previews }, provide, testInfo) => {
    let used: { brand: string; preview: StoryPreview } | undefined;
    // A page per brand and viewport size: a phone story gets a page of the phone's size.
    await provide(async (brand, viewport) => {
      const key = viewport ? `${brand}@${viewport.width}x${viewport.height}` : brand;
      const existing = previews.get(key);
      const preview = existing ?? (await StoryPreview.open(browser, viewport));
      previews.set(key, preview);
      used = { brand: key, preview };
      return {
        preview,
        open: (storyId) => (existing ? preview.select(storyId) : preview.load(storyId, brand)),
      };
    });
    if (used && testInfo.status !== testInfo.expectedStatus) {
      previews.delete(used.brand);
      await used.preview.page.close();
    }
  },
});

export { expect };
