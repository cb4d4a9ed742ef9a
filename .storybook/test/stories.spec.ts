import { brandIds, storyIndex } from './storybook-env';
import { PHONE_VIEWPORT } from '../viewports';
import { expect, test } from './fixtures';

/*
 * Every story of the built Storybook, opened in Chromium once per brand: a story
 * may use brand flags (SMS-only login on lucky) that change what it renders. A story
 * passes when Storybook rendered it and ran its play function without an error,
 * nothing was thrown or logged as an error, and it rendered something. A story tagged
 * `phone` opens in a phone-sized page, so its play function sees the phone layout.
 */
const stories = storyIndex().filter((entry) => entry.type === 'story');

for (const brand of brandIds()) {
  test.describe(`brand ${brand}`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ preview: previewOn }) => {
        const { preview, open } = await previewOn(brand, story.tags?.includes('phone') ? PHONE_VIEWPORT : undefined);
        await open(story.id);
        expect(await preview.failures(), `errors while ${story.id} rendered on ${brand}`).toEqual([]);
        // Providers (locale files) may finish after Storybook's render; poll until the story shows,
        // in its root or, for a modal, in a dialog portalled to the body.
        const shown = () =>
          preview.page.evaluate(
            () =>
              (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
              document.querySelector('[role="dialog"], dialog[open]') !== null,
          );
        await expect.poll(shown, { message: 'the story rendered nothing', timeout: 15_000 }).toBe(true);
      });
    }
  });
}
