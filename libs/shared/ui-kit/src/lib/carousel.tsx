import {
  Children,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import styled from 'styled-components';
import { emblaDurationForMs } from './embla-duration';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { CAROUSEL_DOT_SIZE_PX } from './carousel-metrics';

/**
 * Spec §9 "Banner carousel: loops when there is more than one banner, speed 1000 ms,
 * autoplay delay 5000 ms, clickable pagination." `speedMs` becomes embla's `duration`
 * through emblaDurationForMs (embla's duration is a spring constant, not milliseconds).
 */
export const BANNER_CAROUSEL = {
  loop: 'more-than-one',
  speedMs: 1000,
  autoplayDelayMs: 5000,
  clickablePagination: true,
} as const;

export interface CarouselProps {
  /** The slides, one child each (e.g. banner links). */
  children?: ReactNode;
  /** Accessible name of the carousel; pass translated text. */
  label?: string;
  /** How long a scroll to the next slide lasts. Default 1000 ms. */
  speedMs?: number;
  /** Advances every this many ms while nobody is hovering or focusing it. Default 5000 ms. */
  autoplayDelayMs?: number;
  /** Default true. Never plays with one slide or when the user asks for reduced motion. */
  autoplay?: boolean;
  /** Previous / next buttons. Default false (the spec's promotions carousel shows them for more than 3). */
  showArrows?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** Name of slide `index` (1-based) of `total`, e.g. `(i, n) => t('slide_of', { i, n })`. */
  slideLabel?: (index: number, total: number) => string;
  /** Name of the pagination dot for slide `index` (1-based). */
  goToSlideLabel?: (index: number) => string;
  pauseLabel?: string;
  playLabel?: string;
  /** Called with the 0-based index of the slide that becomes current. */
  onSelect?: (index: number) => void;
}

/**
 * Slides on embla-carousel with a timer-driven autoplay (no autoplay plugin). Follows the
 * WAI-ARIA carousel pattern: autoplay pauses while hovered or focused and has a pause button
 * (WCAG 2.2.2), the slide region is a polite live region only while not playing, and the
 * user's reduced-motion setting turns autoplay off and makes scrolls instant.
 */
/** The page's reading direction (AR and UR set `dir="rtl"` on the root), for embla's `direction` option. */
function documentDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

export function Carousel({
  children,
  label = 'Banners',
  speedMs = BANNER_CAROUSEL.speedMs,
  autoplayDelayMs = BANNER_CAROUSEL.autoplayDelayMs,
  autoplay = true,
  showArrows = false,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel = (index, total) => `${index} of ${total}`,
  goToSlideLabel = (index) => `Go to slide ${index}`,
  pauseLabel = 'Pause automatic slide show',
  playLabel = 'Start automatic slide show',
  onSelect,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const several = slides.length > 1;
  const reducedMotion = usePrefersReducedMotion();
  const duration = useMemo(
    () => (reducedMotion ? 0 : emblaDurationForMs(speedMs)),
    [reducedMotion, speedMs],
  );
  // Embla moves its track by `transform`, which does not follow the page's direction: it must be told.
  const direction = documentDirection();
  const options = useMemo(() => ({ loop: several, duration, direction }), [several, duration, direction]);
  const [viewportRef, api] = useEmblaCarousel(options);

  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const canPlay = autoplay && several && !reducedMotion && autoplayDelayMs > 0;
  const playing = canPlay && !stopped && !hovered && !focused;

  // A ref, so an inline onSelect does not re-subscribe to embla on every render.
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      onSelectRef.current?.(index);
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  // One timeout per slide rather than an interval: any change of slide (autoplay, dot,
  // arrow or swipe) restarts the full delay, so a user never loses a slide early.
  useEffect(() => {
    if (!api || !playing) return;
    const timer = setTimeout(() => api.scrollNext(), autoplayDelayMs);
    return () => clearTimeout(timer);
  }, [api, playing, autoplayDelayMs, selected]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (slides.length === 0) return null;
  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport ref={viewportRef}>
        <Track aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {/* The controls in a row of their own under the slides: laid over a slide, the pause button
          and the arrows covered part of the banner's or promotion card's link (issue 21's layout
          check: overlapping controls), worst on a phone. The pause button comes first, as the
          WAI-ARIA carousel pattern orders them. */}
      {several && (
        <Controls data-testid="carousel-controls">
          {canPlay && (
            <RoundButton
              type="button"
              $small
              aria-label={stopped ? playLabel : pauseLabel}
              onClick={() => setStopped((value) => !value)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </RoundButton>
          )}
          {showArrows && (
            <RoundButton type="button" $arrow aria-label={previousLabel} onClick={() => api?.scrollPrev()}>
              <span aria-hidden="true">‹</span>
            </RoundButton>
          )}
          <Dots>
            {slides.map((_, index) => (
              <Dot
                key={index}
                type="button"
                aria-label={goToSlideLabel(index + 1)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </Dots>
          {showArrows && (
            <RoundButton type="button" $arrow aria-label={nextLabel} onClick={() => api?.scrollNext()}>
              <span aria-hidden="true">›</span>
            </RoundButton>
          )}
        </Controls>
      )}
    </Root>
  );
}

const Root = styled.section`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: var(--radius-md);
`;

const Track = styled.div`
  display: flex;
  /* Horizontal swipes go to embla, vertical ones still scroll the page. */
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-xs, 4px);
  /* No margin: the row is exactly one 44 px target high, the height the home page's still
     banner reserves under its picture (CAROUSEL_DOT_SIZE_PX), so nothing moves when it loads. */
`;

const RoundButton = styled.button<{ $small?: boolean; $arrow?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px; /* WCAG 2.5.5 target size */
  height: 44px;
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: ${({ $small }) => ($small ? '0.75rem' : '1.5rem')};
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
  /* The arrows point the way the slides go: mirrored when the page reads right to left. */
  [dir='rtl'] & > span {
    display: ${({ $arrow }) => ($arrow ? 'inline-block' : 'inline')};
    transform: ${({ $arrow }) => ($arrow ? 'scaleX(-1)' : 'none')};
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-width: 0;
`;

/** A 44px button around a small visual dot, so the dot is easy to hit on a phone. */
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${CAROUSEL_DOT_SIZE_PX}px;
  height: ${CAROUSEL_DOT_SIZE_PX}px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: var(--radius-pill);
    background: var(--color-border);
    transition: background-color 0.2s ease;
  }
  &[aria-current='true']::before {
    background: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -6px;
  }
`;
