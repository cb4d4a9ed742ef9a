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

export const Slider = styled.div`
  display: flex;
  gap: var(--space-xs);
  padding: var(--space-xs) 0;
  overflow-x: auto;
  scroll-snap-type: x proximity;
`;

export const Chip = styled.button`
  flex: none;
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
