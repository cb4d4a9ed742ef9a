import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { BRANDS, brandUrl } from './support/brand-url';
import { skipAnnouncementPopup } from './support/shell';

/**
 * Issue 20 §2: home banners are each brand's own art with the words set over it as HTML text,
 * drawn from the player's language: Portuguese on a PT page, English on an EN page. And the
 * banner the gateway draws into index.html before the app loads (spa/home-prerender.ts) is
 * already in the player's language, so the words do not switch when the app takes over.
 */
interface BannerWords {
  title: string;
  subtitle?: string;
  cta?: string;
}
interface Banner {
  id: number;
  url: string;
  title: string;
  copy: Record<string, BannerWords> | null;
}

const LANGUAGES = ['EN', 'PT'] as const;

/**
 * The home banners exactly as the app gets them, asked from the brand's page (its *.localhost
 * host resolves in Chromium only), with every language's words in `copy`.
 */
async function homeBanners(page: Page): Promise<Banner[]> {
  const body = await page.evaluate(() => fetch('/api/content/banners?groupName=w_home&language=EN').then((r) => r.json()));
  expect((body as { success: boolean }).success).toBe(true);
  return (body as { value: Banner[] }).value;
}

/** The prerendered banner of a page's first HTML (home-prerender.ts), empty when there is none. */
const bootBanner = (html: string) => html.match(/<div class="boot-main">.*?<\/div><\/div><\/div>/)?.[0] ?? '';

/** The words as the gateway escapes them into the HTML (home-prerender.ts escapeHtml). */
const asHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A browser context whose stored language choice is `language`: the app reads it from storage
 * (libs/shared/i18n, `lang`), the gateway from the cookie of the same name.
 */
async function contextIn(browser: Browser, brand: string, language: string, headers: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  await context.addCookies([{ name: 'lang', value: language, url: brandUrl(brand) }]);
  await context.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
  }, language);
  return context;
}

test.describe('home banners: HTML words in the page language over each brand\'s own art (issue 20)', () => {
  for (const brand of BRANDS) {
    test(`${brand.id}: the banner words are HTML text, PT on a PT page and EN on an EN page, over ${brand.id}'s art, and the first HTML already holds them`, async ({
      browser,
      extraHTTPHeaders,
    }) => {
      test.slow();
      for (const language of LANGUAGES) {
        const context = await contextIn(browser, brand.id, language, extraHTTPHeaders ?? {});
        try {
          const page = await context.newPage();
          await skipAnnouncementPopup(page);
          const response = await page.goto(brandUrl(brand.id, '/'));
          // The first HTML, before any script ran.
          const html = bootBanner(await response!.text());

          const banners = await homeBanners(page);
          const first = banners[0];
          expect(first, `${brand.id} has home banners`).toBeDefined();
          // The brand's own art set, as a vector picture the gateway serves, without words baked in.
          expect(first!.url).toMatch(new RegExp(`^/api/content/banner-art/${brand.id}/[\\w-]+\\.svg$`));
          for (const banner of banners.filter((b) => b.url.startsWith('/api/content/banner-art/'))) {
            expect(banner.url, "every art banner is from the brand's own set").toContain(`/banner-art/${brand.id}/`);
          }
          const art = await page.evaluate((url) => fetch(url).then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), text: await r.text() })), first!.url);
          expect(art.status).toBe(200);
          expect(art.type).toMatch(/^image\/svg\+xml/);
          expect(art.text).not.toMatch(/<text[\s>]/);

          const words = { EN: first!.copy?.['EN']?.title, PT: first!.copy?.['PT']?.title };
          expect(words.EN, 'English words').toBeTruthy();
          expect(words.PT, 'Portuguese words').toBeTruthy();
          expect(words.PT).not.toBe(words.EN);
          const expected = words[language]!;
          const other = words[language === 'EN' ? 'PT' : 'EN']!;

          // The gateway drew the first banner in the page's language already.
          expect(html, `${language}: the prerendered banner`).toContain(`<p class="boot-hero-title">${asHtml(expected)}</p>`);
          expect(html).not.toContain(asHtml(other));

          // Then the app's carousel: the same words, as text in the page, over a picture with no alternative text of its own.
          const slide = page.getByTestId('home-banners').getByTestId('banner-art').first();
          await expect(slide.getByTestId('banner-title')).toHaveText(expected, { timeout: 15_000 });
          await expect(page.getByTestId('home-banners')).not.toContainText(other);
          const picture = slide.locator('img');
          await expect(picture).toHaveAttribute('src', new RegExp(`/api/content/banner-art/${brand.id}/[\\w-]+\\.svg$`));
          await expect(picture).toHaveAttribute('alt', '');
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        } finally {
          await context.close();
        }
      }
    });
  }

  test("without a stored choice the first HTML is in the merchant's default language, whatever the browser asks for", async ({ request, page }) => {
    // The app starts in the brand's default when nothing is stored (it does not read Accept-Language),
    // so the server must not either, or the words would switch after load. localhost is the default brand.
    const response = await request.get('/', { headers: { accept: 'text/html', 'accept-language': 'pt-PT,pt;q=0.9' } });
    const html = bootBanner(await response.text());
    await page.goto('/');
    const words = (await homeBanners(page))[0]!.copy!;
    expect(html).toContain(`<p class="boot-hero-title">${asHtml(words['EN']!.title)}</p>`);
    expect(html).not.toContain(asHtml(words['PT']!.title));
  });
});
