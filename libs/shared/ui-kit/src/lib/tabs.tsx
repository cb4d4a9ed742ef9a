import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/* On a 360 px phone four tabs with long words (PT) may not fit: the strip then scrolls sideways
   inside itself instead of widening the page (issue 21). */
const List = styled.div`
  display: flex;
  gap: var(--space-xs);
  overflow-x: auto;
  scrollbar-width: thin;
  border-block-end: 1px solid var(--color-border);
  margin-block-end: var(--space-md);
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1;
  min-height: 44px;
  padding: var(--space-sm) var(--space-xs);
  font: inherit;
  font-weight: 600;
  background: transparent;
  color: ${({ $active }) => ($active ? 'var(--color-primary)' : 'var(--color-text-muted)')};
  border: 0;
  border-block-end: 3px solid ${({ $active }) => ($active ? 'var(--color-primary)' : 'transparent')};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
  }
`;

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys move between tabs, the selected one is in the tab order. */
export function Tabs({ label, items, value, onChange }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.id);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <Tab
          key={item.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${item.id}`}
          aria-selected={item.id === value}
          tabIndex={item.id === value ? 0 : -1}
          $active={item.id === value}
          data-testid={`tab-${item.id}`}
          onClick={() => onChange(item.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  );
}
