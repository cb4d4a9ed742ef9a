import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QR_DEFAULTS } from './qr-code-options';
import { QrCode } from './qr-code';

// Data URLs are same-origin, so the canvas may read them back (a remote image needs CORS).
const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const LOGO = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0b6e4f"/><text x="32" y="44" font-size="36" text-anchor="middle" fill="#ffffff" font-family="sans-serif">F</text></svg>',
);
const BACKGROUND = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><defs><linearGradient id="g"><stop offset="0" stop-color="#f2b705"/><stop offset="1" stop-color="#c2185b"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/></svg>',
);

const meta = {
  title: 'ui-kit/QrCode',
  component: QrCode,
  args: { text: 'https://example.test/download/android', alt: 'Scan to download the Android app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9 defaults: 200px, margin 20, level M, dot scale 0.35. */
export const Defaults: Story = { args: { ...QR_DEFAULTS } };

/** Classic square modules. */
export const FullDots: Story = { args: { dotScale: 1 } };

export const Colours: Story = {
  args: { colorDark: '#0b6e4f', colorLight: '#fff5fa', dotScale: 0.8 },
};

/** Logo at the default scale 0.2, with a light margin and rounded corners. */
export const WithLogo: Story = {
  args: { logoSrc: LOGO, logoMargin: 4, logoCornerRadius: 8, dotScale: 0.8 },
};

/** Background image with its darkened average colour for the dark modules. */
export const BackgroundAutoColour: Story = { args: { backgroundSrc: BACKGROUND, autoColor: true } };

/** The whole image reduced to two colours at threshold 128. */
export const Binarized: Story = {
  args: { backgroundSrc: BACKGROUND, logoSrc: LOGO, binarize: true },
};

/** Out of range (logo scale 0.9, dot scale 3, margin 500): the defaults are used instead (spec §5). */
export const OutOfRangeFallsBack: Story = {
  args: { logoSrc: LOGO, logoScale: 0.9, dotScale: 3, margin: 500 },
};

/** Spec §8: the image-load error shows a translated message; the code still renders. */
export const ImageLoadError: Story = {
  args: {
    // Bytes that are not an image: the browser fails to decode them, as it would a
    // logo URL that answers 404, without a request the story tests (and the docs page,
    // which renders every story of this file) would count as a missing resource.
    logoSrc: 'data:image/png;base64,bm90IGFuIGltYWdl',
    imageErrorMessage: 'Não foi possível carregar a imagem.',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não foi possível carregar a imagem.')).toBeVisible();
  },
};
