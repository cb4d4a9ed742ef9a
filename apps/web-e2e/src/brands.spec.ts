import { expect, test } from '@playwright/test';
import { E2E_GATEWAY_PORT } from './support/e2e-env';

/** Each brand is served on its own domain; *.localhost reaches 127.0.0.1 in Chromium. */
const brandUrl = (id: string, path = '/') => `http://${id}.localhost:${E2E_GATEWAY_PORT}${path}`;

async function primaryColour(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="app-header"]') as Element).backgroundColor);
}

/** What makes each brand look like its own casino (issue 20 §4), read from the page as rendered. */
async function look(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-testid="app-header"]') as HTMLElement;
    // The game list's first heading (its title or a section's): headings take the display face.
    const heading = document.querySelector('#main :is(h1, h2, h3)') ?? document.querySelector('h1, h2, h3');
    if (!heading) throw new Error('no heading on the page to read the display face from');
    return {
      bodyFont: getComputedStyle(document.body).fontFamily,
      headingFont: getComputedStyle(heading).fontFamily,
      headerRows: header.dataset['rows'],
      inlineNav: Boolean(header.querySelector('nav[data-inline]')),
    };
  });
}

async function tileAspect(page: import('@playwright/test').Page): Promise<number> {
  const art = page.getByTestId('game-tile').first().getByTestId('game-art').locator('..');
  await expect(art).toBeVisible();
  const box = await art.boundingBox();
  return box ? box.width / box.height : 0;
}

test.describe('three brands that look like three casinos (issue 20 §4)', () => {
  const expected = {
    default: { body: /^Lato,/, heading: /^"Playfair Display",/, rows: '2', inline: false, aspect: 4 / 3, fonts: ['playfair-display', 'lato'] },
    lucky: { body: /^Nunito,/, heading: /^Fredoka,/, rows: '2', inline: false, aspect: 1, fonts: ['fredoka', 'nunito'] },
    royal: { body: /^Inter,/, heading: /^Cinzel,/, rows: '1', inline: true, aspect: 3 / 4, fonts: ['cinzel', 'inter'] },
  } as const;

  for (const [id, want] of Object.entries(expected)) {
    test(`${id}: its own fonts from its own build, header rows and tile shape`, async ({ page }) => {
      const fontFiles: string[] = [];
      page.on('requestfinished', (request) => {
        if (/\.woff2?$/.test(request.url())) fontFiles.push(new URL(request.url()).pathname);
      });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(brandUrl(id, '/rng'));
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      const seen = await look(page);
      expect(seen.bodyFont).toMatch(want.body);
      expect(seen.headingFont).toMatch(want.heading);
      expect(seen.headerRows).toBe(want.rows);
      expect(seen.inlineNav).toBe(want.inline);
      expect(await tileAspect(page)).toBeCloseTo(want.aspect, 1);
      // The faces are loaded from the site itself (never a CDN), and only this brand's.
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
      for (const file of fontFiles) expect(file).toMatch(/^\/assets\/[a-z-]+-latin-\d+-normal-[\w-]+\.woff2$/);
      const families = new Set(fontFiles.map((file) => file.split('/').pop()!.split('-latin-')[0]!));
      expect(families.size).toBeGreaterThan(0);
      for (const family of families) expect(want.fonts, `${id} loaded ${family}`).toContain(family);
    });
  }

  test('a two-row brand shows its category bar under the header on a phone, with nothing cut off at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(brandUrl('lucky'));
    await expect(page.getByTestId('category-bar')).toBeVisible();
    expect((await page.getByTestId('app-header').boundingBox())?.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto(brandUrl('royal'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('category-bar')).toHaveCount(0);
  });
});

test.describe('white-label brands', () => {
  test('the default brand offers username login only, in its own primary colour', async ({ page }) => {
    await page.goto(brandUrl('default', '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('tab')).toHaveCount(0);
    await expect(popup.getByTestId('username-login-form')).toBeVisible();
    await expect(popup.getByTestId('sms-login-form')).toHaveCount(0);
    await expect(popup.getByTestId('free-play')).toBeVisible();
    expect(await primaryColour(page)).toBe('rgb(11, 110, 79)');
  });

  test('the SMS-first brand offers SMS login only, without free play, in its own colour', async ({ page }) => {
    await page.goto(brandUrl('lucky', '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('sms-login-form')).toBeVisible();
    await expect(popup.getByTestId('username-login-form')).toHaveCount(0);
    await expect(popup.getByTestId('free-play')).toHaveCount(0);
    await expect(page.getByTestId('brand-name')).toHaveText('Lucky Star');
    expect(await primaryColour(page)).toBe('rgb(194, 24, 91)');
  });

  test('the agent brand shows its own name and theme', async ({ page }) => {
    await page.goto(brandUrl('royal'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    // Royal's header is its dark surface (layout.headerTone), its gold primary the accent.
    expect(await primaryColour(page)).toBe('rgb(26, 21, 38)');
    const mark = page.getByTestId('logo-home').locator('span').first();
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(212, 175, 55)');
  });
});
