import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { renderWithTheme } from '../test/render';
import { BANNER_CAROUSEL, Carousel } from './carousel';
import { emblaDurationForMs, emblaSettleMs } from './embla-duration';

vi.mock('embla-carousel-react', () => ({ default: vi.fn() }));

/** A stand-in for embla's API: scrolling changes the snap and emits `select`, as embla does. */
function fakeEmbla(slideCount: number) {
  let index = 0;
  const handlers = new Map<string, Set<() => void>>();
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const go = (next: number) => {
    index = (next + slideCount) % slideCount;
    emit('select');
  };
  const api = {
    selectedScrollSnap: () => index,
    scrollNext: vi.fn(() => go(index + 1)),
    scrollPrev: vi.fn(() => go(index - 1)),
    scrollTo: vi.fn((target: number) => go(target)),
    on: (event: string, handler: () => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return api;
    },
    off: (event: string, handler: () => void) => {
      handlers.get(event)?.delete(handler);
      return api;
    },
  };
  return api;
}

let embla = fakeEmbla(3);
const emblaOptions = () => vi.mocked(useEmblaCarousel).mock.lastCall?.[0];

function setReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => ({
      matches,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const banners = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <a key={i} href={`#banner-${i + 1}`}>
      Banner {i + 1}
    </a>
  ));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    embla = fakeEmbla(3);
    vi.mocked(useEmblaCarousel).mockReset();
    vi.mocked(useEmblaCarousel).mockImplementation(() => [
      vi.fn(),
      embla as unknown as UseEmblaCarouselType[1],
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('holds the spec banner constants: loop above one, speed 1000 ms, autoplay 5000 ms, clickable pagination', () => {
    expect(BANNER_CAROUSEL).toEqual({
      loop: 'more-than-one',
      speedMs: 1000,
      autoplayDelayMs: 5000,
      clickablePagination: true,
    });
  });

  it('loops when there is more than one slide, with the embla duration of a 1000 ms scroll', () => {
    renderWithTheme(<Carousel>{banners(2)}</Carousel>);
    expect(emblaOptions()).toEqual({ loop: true, duration: emblaDurationForMs(1000), direction: 'ltr' });
  });

  it('tells embla the slides run right to left when the page does (AR, UR)', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderWithTheme(<Carousel>{banners(2)}</Carousel>);
      expect(emblaOptions()).toMatchObject({ direction: 'rtl' });
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('does not loop, paginate or autoplay with a single slide', () => {
    embla = fakeEmbla(1);
    renderWithTheme(<Carousel showArrows>{banners(1)}</Carousel>);
    expect(emblaOptions()).toMatchObject({ loop: false });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    advance(20_000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });

  it('advances every 5000 ms by default', () => {
    renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    advance(4999);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    advance(1);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    advance(5000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('restarts the full delay after a manual change of slide', () => {
    renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    advance(4000);
    act(() => embla.scrollTo(2)); // e.g. a swipe
    advance(4000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    advance(1000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('pauses autoplay while hovered and resumes on leave', () => {
    renderWithTheme(<Carousel label="Promotions">{banners(3)}</Carousel>);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(carousel);
    advance(15_000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('pauses autoplay while focus is inside it', () => {
    renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    const link = screen.getByRole('link', { name: 'Banner 1' });
    act(() => link.focus());
    advance(15_000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    act(() => link.blur());
    advance(5000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never autoplays, and scrolls instantly, when reduced motion is requested', () => {
    setReducedMotion(true);
    renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    expect(emblaOptions()).toEqual({ loop: true, duration: 0, direction: 'ltr' });
    expect(screen.queryByRole('button', { name: 'Pause automatic slide show' })).toBeNull();
    advance(20_000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });

  it('has a pause button that stops and restarts autoplay (WCAG 2.2.2)', () => {
    renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    advance(15_000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(5000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('has clickable pagination: one labelled button per slide, the current one marked', () => {
    const onSelect = vi.fn();
    renderWithTheme(<Carousel onSelect={onSelect}>{banners(3)}</Carousel>);
    const dots = [1, 2, 3].map((i) => screen.getByRole('button', { name: `Go to slide ${i}` }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[2]!);
    expect(embla.scrollTo).toHaveBeenCalledWith(2);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('shows previous and next arrows only with showArrows', () => {
    const { rerender } = renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    rerender(
      <Carousel showArrows previousLabel="Anterior" nextLabel="Próximo">
        {banners(3)}
      </Carousel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('keeps its pause button, arrows and dots in a row of their own, off the slides (issue 21: no control over a slide link)', () => {
    renderWithTheme(
      <Carousel label="Promotions" showArrows>
        {banners(3)}
      </Carousel>,
    );
    const slides = screen.getAllByRole('group');
    const controls = screen.getAllByRole('button');
    expect(controls.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pause automatic slide show',
      'Previous slide',
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Next slide',
    ]);
    const row = controls[0]!.parentElement!;
    for (const control of controls) expect(row.contains(control)).toBe(true);
    for (const slide of slides) {
      expect(row.contains(slide)).toBe(false);
      expect(slide.parentElement!.parentElement!.contains(row)).toBe(false);
    }
  });

  it('names each slide "n of total" for screen readers', () => {
    renderWithTheme(<Carousel>{banners(3)}</Carousel>);
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Banner 2');
  });
});

describe('emblaDurationForMs', () => {
  it('maps the spec speed of 1000 ms to an embla duration whose scroll settles within a frame or two of 1000 ms', () => {
    const duration = emblaDurationForMs(1000);
    expect(duration).toBe(24);
    expect(Math.abs(emblaSettleMs(duration) - 1000)).toBeLessThanOrEqual(2 * (1000 / 60));
  });

  it('gives slower scrolls a larger duration, and 0 (instant) for no time', () => {
    expect(emblaDurationForMs(2000)).toBeGreaterThan(emblaDurationForMs(1000));
    expect(emblaDurationForMs(0)).toBe(0);
    expect(emblaSettleMs(0)).toBe(0);
  });

  it('never picks a bouncy (under-damped) duration below 20, even for very fast speeds', () => {
    expect(emblaDurationForMs(50)).toBe(20);
  });
});
