import type { Meta, StoryObj } from '@storybook/react-vite';
import { BANNER_CAROUSEL, Carousel } from './carousel';

const COLOURS = ['#0b6e4f', '#c2185b', '#7b2cbf', '#f2b705', '#1565c0'];

/** Stand-in banners: each one is a link, as a banner with a linkageType is. */
const banners = (count: number) =>
  COLOURS.slice(0, count).map((colour, i) => (
    <a
      key={colour}
      href={`#banner-${i + 1}`}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 180,
        background: colour,
        color: '#ffffff',
        fontSize: 28,
        textDecoration: 'none',
      }}
    >
      Banner {i + 1}
    </a>
  ));

const meta = {
  title: 'ui-kit/Carousel',
  component: Carousel,
  args: { children: banners(3), label: 'Banners' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: loops with more than one banner, 1000 ms scroll, autoplay every 5000 ms, clickable dots. */
export const BannerCarousel: Story = {
  args: { speedMs: BANNER_CAROUSEL.speedMs, autoplayDelayMs: BANNER_CAROUSEL.autoplayDelayMs },
};

/** One banner: no loop, no dots, no autoplay. */
export const SingleBanner: Story = { args: { children: banners(1) } };

/** The promotions carousel shows arrows when it has more than 3 items (spec §2). */
export const WithArrows: Story = {
  args: { children: banners(5), showArrows: true, label: 'Promotions' },
};

/** A quick 2-second autoplay and a slow 2-second scroll, to see both timings. */
export const FastAutoplaySlowScroll: Story = { args: { autoplayDelayMs: 2000, speedMs: 2000 } };

/** Labels come from props so callers pass translated text (here Portuguese). */
export const TranslatedLabels: Story = {
  args: {
    showArrows: true,
    label: 'Destaques',
    previousLabel: 'Anterior',
    nextLabel: 'Próximo',
    pauseLabel: 'Pausar apresentação',
    playLabel: 'Iniciar apresentação',
    slideLabel: (i: number, n: number) => `${i} de ${n}`,
    goToSlideLabel: (i: number) => `Ir para o destaque ${i}`,
  },
};
