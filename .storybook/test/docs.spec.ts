import { brandIds, storyIndex, storyUrl } from './storybook-env';
import { StoryPreview, expect, test } from './fixtures';

/*
 * Every docs page of the built Storybook (the ui-kit's autodocs, see main.ts) opened in
 * Chromium on the default brand: it passes when the page rendered its title and nothing
 * was thrown, logged as an error or requested from outside the build.
 */
const docs = storyIndex().filter((entry) => entry.type === 'docs');
const [brand = 'default'] = brandIds();

test('the ui-kit has docs pages', () => {
  expect(docs.filter((entry) => entry.importPath.includes('/libs/shared/ui-kit/')).length).toBeGreaterThan(0);
});

for (const entry of docs) {
  test(`docs: ${entry.title}`, async ({ browser }) => {
    const preview = await StoryPreview.open(browser);
    try {
      await preview.page.goto(storyUrl(entry.id, brand, 'docs'));
      // The docs page shows the component's title (a component with one story shows its
      // description there, several stories a canvas each).
      await expect(preview.page.locator('#storybook-docs .sbdocs-title')).toBeVisible({ timeout: 20_000 });
      await preview.page.waitForLoadState('networkidle');
      expect(preview.errors, `errors while the docs of ${entry.title} rendered`).toEqual([]);
    } finally {
      await preview.page.close();
    }
  });
}
