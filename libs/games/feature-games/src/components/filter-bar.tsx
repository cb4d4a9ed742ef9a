import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { GameFilter } from '@platform/games/data-access';

export interface FilterBarProps {
  filters: readonly GameFilter[];
  value: GameFilter;
  onChange: (filter: GameFilter) => void;
  /** When this changes (the vendor), the slider scrolls back to its start (spec §4). */
  resetKey: string;
}

/** Spec §2 "Game category filters" as a horizontal slider of toggle buttons. */
export function FilterBar({ filters, value, onChange, resetKey }: FilterBarProps) {
  const { t } = useTranslation();
  const slider = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = slider.current;
    if (node) node.scrollLeft = 0;
  }, [resetKey]);
  return (
    <Slider
      ref={slider}
      role="group"
      aria-label={t('game_list.filters')}
      data-testid="game-filters"
      data-scroll-reset={resetKey}
      data-scroll-x
    >
      {filters.map((filter) => (
        <Chip
          key={filter}
          type="button"
          aria-pressed={filter === value}
          data-testid={`game-filter-${filter}`}
          onClick={() => onChange(filter)}
        >
          {t(`game_list.filter_${filter}`)}
        </Chip>
      ))}
    </Slider>
  );
}

/** How far the end edge fades; the strip's end padding is as wide, so the last chip clears it. */
const FADE = 'var(--space-lg, 24px)';

/*
 * A deliberate sideways scroller (issue 21): one row of chips that snaps to the start, its first chip
 * aligned with the content, its end edge fading so a chip cut there reads as "more this way".
 * `data-scroll-x` on each use tells the layout check it is meant to scroll.
 */
export const Slider = styled.div`
  display: flex;
  gap: var(--space-xs);
  padding-block: var(--space-xs);
  padding-inline: 0 ${FADE};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  /* A mask reads only alpha: black is "shown", not a colour on screen, so no brand token applies. */
  mask-image: linear-gradient(to right, black calc(100% - ${FADE}), transparent);

  &:dir(rtl) {
    mask-image: linear-gradient(to left, black calc(100% - ${FADE}), transparent);
  }
`;

/* Never wider than the strip: a long vendor name shrinks to an ellipsis instead (issue 21). */
export const Chip = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: var(--space-xs);
  max-width: 100%;
  min-height: 44px;
  padding: var(--space-xs) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  cursor: pointer;
  scroll-snap-align: start;

  &[aria-pressed='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
`;
