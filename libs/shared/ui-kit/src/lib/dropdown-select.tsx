import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export interface DropdownOption<V extends string = string> {
  value: V;
  /** Translated text of the option. */
  label: string;
}

export interface DropdownSelectProps<V extends string = string> {
  /** Names the control and its list; pass translated text. */
  label: string;
  /** Keeps the label for screen readers only (e.g. a language picker in a header). */
  hideLabel?: boolean;
  options: readonly DropdownOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Button text while nothing is selected; pass translated text. */
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Spec §4 "Dropdown select opens and closes on click and closes on an outside click."
 * A button that opens a listbox (WAI-ARIA collapsible listbox): focus moves into the list,
 * arrows / Home / End move the active option, Enter or Space selects, Escape closes and
 * returns focus to the button. A native <select> cannot be themed on every phone.
 */
export function DropdownSelect<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder = '',
  disabled = false,
}: DropdownSelectProps<V>) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const labelId = `${id}-label`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const openList = (index = selectedIndex) => {
    setActive(Math.max(0, index));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    close(true);
  };

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    // jsdom and some old browsers lack scrollIntoView.
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openList(selectedIndex >= 0 ? selectedIndex : event.key === 'ArrowUp' ? options.length - 1 : 0);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? active);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // an enclosing modal must not close too
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const Label = hideLabel ? VisuallyHidden : VisibleLabel;
  return (
    <Root ref={rootRef}>
      <Label id={labelId}>{label}</Label>
      <Trigger
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-listbox` : undefined}
        aria-labelledby={`${labelId} ${id}-button`}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span>{selected?.label ?? placeholder}</span>
        <Chevron aria-hidden="true">▾</Chevron>
      </Trigger>
      {open && (
        <List
          ref={listRef}
          id={`${id}-listbox`}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={options.length ? optionId(active) : undefined}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              data-active={index === active || undefined}
              onClick={() => choose(index)}
              onMouseMove={() => setActive(index)}
            >
              {option.label}
            </Option>
          ))}
        </List>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: var(--space-xs);
  min-width: 160px;
`;

const VisibleLabel = styled.span`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
  min-height: 44px; /* WCAG 2.5.5 target size */
  padding: 0 var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-expanded='true'] > span[aria-hidden] {
    transform: rotate(180deg);
  }
`;

const Chevron = styled.span`
  color: var(--color-text-muted);
  transition: transform 0.15s ease;
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: 900;
  max-height: 264px; /* six 44px options */
  margin: var(--space-xs) 0 0;
  padding: var(--space-xs) 0;
  overflow-y: auto;
  list-style: none;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 var(--space-md);
  color: var(--color-text);
  cursor: pointer;

  &[data-active] {
    background: var(--color-surface-raised);
  }
  &[aria-selected='true'] {
    color: var(--color-primary);
    font-weight: 600;
  }
`;
