import { expect, test, type Page } from '@playwright/test';
import { BRANDS, brandUrl } from './support/brand-url';

interface Fetched {
  status: number;
  type: string;
  body: string;
}

/** Fetches a path from inside the page, so it goes to the brand's own origin like the browser's install check. */
async function fetchText(page: Page, path: string): Promise<Fetched> {
  return page.evaluate(async (p) => {
    const response = await fetch(p);
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  }, path);
}

/** The natural size of an image the page loads, or an error if it is not a decodable image. */
async function imageSize(page: Page, path: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (p) =>
      new Promise((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => reject(new Error(`${p} is not an image`));
        img.src = p;
      }),
    path,
  );
}

test.describe('installable web app (PWA)', () => {
  for (const brand of BRANDS) {
    test(`${brand.id}: /manifest.webmanifest is a valid manifest with the brand's name, colours and icons`, async ({ page }) => {
      await page.goto(brandUrl(brand.id, '/down'));
      await expect(page.getByTestId('download-screen')).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.themeColor);

      const fetched = await fetchText(page, '/manifest.webmanifest');
      expect(fetched.status).toBe(200);
      expect(fetched.type).toMatch(/^application\/(manifest\+)?json/);
      const manifest = JSON.parse(fetched.body);
      expect(manifest).toMatchObject({
        name: brand.name,
        short_name: brand.name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand.themeColor,
        background_color: brand.backgroundColor,
      });
      const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
      expect(sizes).toContain('192x192');
      expect(sizes).toContain('512x512');
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        expect(icon.type).toBe('image/png');
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(await imageSize(page, icon.src)).toEqual({ width, height });
      }
    });
  }

  test('the service worker installs under the strict CSP and caches the shell but no API answer', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(brandUrl('default', '/'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(brandUrl('default', '/sw.js'));
    expect(violations).toEqual([]);

    // Under the worker's control, the app calls the API (games, content, system status).
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto(brandUrl('default', '/down'));
    await expect(page.getByTestId('download-screen')).toBeVisible();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => /^\/(api|health|live)\b/.test(path))).toEqual([]);
  });

  test('offline, a page opens from the stored shell', async ({ page, context }) => {
    await page.goto(brandUrl('royal', '/'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await context.setOffline(true);
    await page.goto(brandUrl('royal', '/down'));
    // The shell's own document: the brand's title and root, not the browser's offline page.
    await expect(page).toHaveTitle('Royal Crown');
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await context.setOffline(false);
  });

  test('the download page offers installing the web app, with the iPhone "Add to Home Screen" steps', async ({ page }) => {
    await page.goto(brandUrl('lucky', '/down'));
    const install = page.getByTestId('install-app');
    await expect(install.getByRole('heading', { name: 'Install the web app' })).toBeVisible();
    await expect(install.getByTestId('install-app-ios')).toContainText('Add to Home Screen');
    await expect(install.getByTestId('install-app-ios')).toContainText('Lucky Star');
  });
});
