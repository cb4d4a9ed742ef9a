import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface MenuButtonItem {
  key: string;
  /** Translated text. */
  label: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** Translated text of the button. */
  label: string;
  items: readonly MenuButtonItem[];
  testId?: string;
  /** What the button shows instead of the label (an icon on a phone); the label stays its accessible name. */
  face?: ReactNode;
  /** Read-only lines above the items (the account and its last login on a phone). */
  header?: ReactNode;
}

/**
 * An actions menu (WAI-ARIA menu button): opens and closes on a click, closes on a click
 * outside it, Escape and Tab, like the ui-kit's DropdownSelect (spec §4); arrows, Home
 * and End move between the items.
 */
export function MenuButton({ label, items, testId, face, header }: MenuButtonProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setActive(event.key === 'ArrowUp' ? items.length - 1 : 0);
    setOpen(true);
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-testid={testId}
        aria-label={face ? label : undefined}
        onClick={() => {
          setActive(0);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {face ?? (
          <>
            <span>{label}</span>
            <span aria-hidden="true">▾</span>
          </>
        )}
      </Trigger>
      {open && (
        <Menu id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} onKeyDown={onMenuKeyDown}>
          {header ? <Header role="none">{header}</Header> : null}
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <Item
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                data-testid={testId ? `${testId}-${item.key}` : undefined}
                onMouseMove={() => setActive(index)}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-height: 44px;
  padding: 0 var(--space-sm);
  border: 1px solid currentColor;
  border-radius: var(--radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + var(--space-xs));
  inset-inline-end: 0;
  z-index: 900;
  min-width: 200px;
  margin: 0;
  padding: var(--space-xs) 0;
  list-style: none;
  background: var(--color-surface);
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);
`;

const Header = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: var(--space-xs) var(--space-md) var(--space-sm);
  border-block-end: 1px solid var(--color-border);
  overflow-wrap: anywhere;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 var(--space-md);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus {
    background: var(--color-surface-raised);
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;
