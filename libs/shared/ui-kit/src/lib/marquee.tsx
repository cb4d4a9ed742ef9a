import { useState, type FocusEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface MarqueeItem {
  id: string | number;
  /** Translated notice text. */
  text: string;
}

export interface MarqueeProps {
  items: readonly MarqueeItem[];
  /** Accessible name of the notice region; pass translated text. */
  label?: string;
  /** Time each notice adds to one full scroll. Default 8000 ms. */
  itemDurationMs?: number;
  /** Makes each notice a button (e.g. to open the announcement). */
  onItemClick?: (id: MarqueeItem['id']) => void;
}

/**
 * The home page's notice marquee. The list is drawn twice so the scroll can loop without a
 * gap, but the second copy is aria-hidden and inert: screen readers and the Tab key meet
 * each notice once. It pauses while hovered or focused (the region itself is focusable
 * when the notices are plain text), and with reduced motion it is a static list.
 */
export function Marquee({
  items,
  label = 'Notices',
  itemDurationMs = 8000,
  onItemClick,
}: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  if (items.length === 0) return null;

  const list = (copy: boolean) => (
    <List aria-hidden={copy || undefined} inert={copy || undefined} $wrap={reducedMotion}>
      {items.map((item) => (
        <li key={item.id}>
          {onItemClick ? (
            <ItemButton type="button" onClick={() => onItemClick(item.id)}>
              {item.text}
            </ItemButton>
          ) : (
            <ItemText>{item.text}</ItemText>
          )}
        </li>
      ))}
    </List>
  );

  if (reducedMotion) {
    return (
      <Region role="region" aria-label={label}>
        {list(false)}
      </Region>
    );
  }

  const paused = hovered || focused;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <Region
      role="region"
      aria-label={label}
      tabIndex={onItemClick ? undefined : 0}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Track
        data-paused={paused || undefined}
        $durationMs={itemDurationMs * items.length}
        $paused={paused}
      >
        {list(false)}
        {list(true)}
      </Track>
    </Region>
  );
}

// The track holds two equal lists, so moving it by half its width lands on the copy.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Region = styled.div`
  overflow: hidden;
  padding: var(--space-xs) 0;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  color: var(--color-text);

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const Track = styled.div<{ $durationMs: number; $paused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $durationMs }) => $durationMs}ms linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
`;

const List = styled.ul<{ $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: var(--space-xl);
  margin: 0;
  /* Trailing space equal to the gap keeps the join between the two copies even. */
  padding: 0 var(--space-xl) 0 0;
  list-style: none;
  ${({ $wrap }) =>
    $wrap &&
    css`
      gap: var(--space-xs) var(--space-lg);
      padding: 0 var(--space-md);
      & span,
      & button {
        white-space: normal;
      }
    `}
`;

const ItemText = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  white-space: nowrap;
`;

const ItemButton = styled.button`
  min-height: 44px; /* WCAG 2.5.5 target size */
  padding: 0 var(--space-xs);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
  }
`;
