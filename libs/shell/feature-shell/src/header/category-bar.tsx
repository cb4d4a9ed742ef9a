import { lazy, Suspense, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../utils/navigation';
import { cockfightVendor } from '../utils/navigation';
import { CategoryIcon } from '../components/category-icon';
import { useVendorLaunch } from '../hooks/use-vendor-launch';

const LaunchError = lazy(() => import('./launch-error').then((m) => ({ default: m.LaunchError })));

/** The bar's height: a 44 px target and its padding. The boot shell keeps the same room (boot-shell.ts). */
export const CATEGORY_BAR_HEIGHT_PX = 52;

/**
 * A two-row brand's second row below 1024 px (tokens.json layout.header = two-rows): the header
 * categories as a row of chips that scrolls sideways, one tap from any page. Wider screens have the
 * header's category navigation instead, so this hides there. It sits under the header bar, not in
 * it, so the phone header itself stays one row of at most 64 px (issue 21 §3).
 *
 * The sideways scroll is the design (one row keeps the header short; wrapping would make it two or
 * three rows in PT): chips snap to the start, and both edges fade so a chip cut at the edge reads as
 * "more this way". `data-scroll-x` tells issue 21's layout check the strip is meant to scroll.
 */
export function CategoryBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const cockfight = useVendorLaunch('COCKFIGHT');
  // Spec §2: a cockfight tap launches the first vendor's game, as the header navigation does.
  const onClick = (item: NavItem, event: MouseEvent) => {
    const vendor = item.key === 'cockfight' ? cockfightVendor(item.vendors) : undefined;
    if (!vendor) return;
    event.preventDefault();
    cockfight.launch(vendor);
  };
  return (
    <Bar aria-label={t('nav.main')} data-testid="category-bar">
      <Chips data-scroll-x>
        {items.map((item) => (
          <li key={item.key}>
            <Chip
              to={item.to}
              end={item.to === '/'}
              data-testid={`category-bar-${item.key}`}
              onClick={(event) => onClick(item, event)}
            >
              <CategoryIcon navKey={item.key} />
              <span>{t(`nav.${item.key}`)}</span>
            </Chip>
          </li>
        ))}
      </Chips>
      {cockfight.error ? (
        <Suspense fallback={null}>
          <LaunchError error={cockfight.error} onClose={cockfight.dismiss} />
        </Suspense>
      ) : null}
    </Bar>
  );
}

const Bar = styled.nav`
  height: ${CATEGORY_BAR_HEIGHT_PX}px;
  box-sizing: border-box;
  background: var(--color-surface);
  border-block-end: 1px solid var(--color-border);

  @media (min-width: 1024px) {
    display: none;
  }
`;

/** How far each edge fades; the strip's inline padding is as wide, so a chip at rest is never faded. */
const FADE = 'var(--space-lg, 24px)';

const Chips = styled.ul`
  display: flex;
  gap: var(--space-xs);
  height: 100%;
  box-sizing: border-box;
  margin: 0;
  padding-block: var(--space-xs);
  padding-inline: ${FADE};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${FADE};
  scrollbar-width: none;
  list-style: none;
  /* Symmetric, so it reads the same right to left: chips passing an edge fade out. A mask reads
     only alpha (black is "shown", not a colour on screen), so no brand token applies. */
  mask-image: linear-gradient(to right, transparent, black ${FADE}, black calc(100% - ${FADE}), transparent);

  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    flex: none;
    scroll-snap-align: start;
  }
`;

const Chip = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  height: 100%;
  min-height: 44px;
  box-sizing: border-box;
  padding: 0 var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  color: var(--color-text);
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  &.active {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;
