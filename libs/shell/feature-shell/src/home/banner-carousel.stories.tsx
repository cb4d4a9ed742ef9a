import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { banner } from '../testing/fixtures';
import { BannerCarousel } from './banner-carousel';

const svg = (text: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400"><rect width="100%" height="100%" fill="#0b6e4f"/><text x="50%" y="50%" fill="#fff" font-size="64" text-anchor="middle">${text}</text></svg>`);

const meta: Meta<typeof BannerCarousel> = {
  title: 'shell/BannerCarousel',
  component: BannerCarousel,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
};
export default meta;

/** A url banner opens a new tab, a route or promotion banner navigates, a banner without linkageType does nothing. */
export const Linked: StoryObj<typeof BannerCarousel> = {
  args: {
    banners: [
      banner(1, { url: svg('url → new tab'), linkageType: 'url', linkageTarget: 'https://example.com' }),
      banner(2, { url: svg('route → /sports'), linkageType: 'route', linkageTarget: '/sports' }),
      banner(3, { url: svg('promotion → /promotions#7'), linkageType: 'promotion', linkageTarget: '7' }),
      banner(4, { url: svg('no linkage') }),
    ],
  },
};
export const Single: StoryObj<typeof BannerCarousel> = { args: { banners: [banner(1, { url: svg('one banner: no loop') })] } };
