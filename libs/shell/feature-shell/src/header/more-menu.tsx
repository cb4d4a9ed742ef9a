import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { NavKey } from '../utils/navigation';
import { CategoryIcon } from '../components/category-icon';
import { dropEntry, dropPanel, navTab } from './nav-styles';

export interface MoreMenuItem {
  key: NavKey;
  to: string;
  /** Translated text. */
  label: string;
}

export interface MoreMenuProps {
  /** Translated text of the button ("More"). */
  label: string;
  items: readonly MoreMenuItem[];
  /** A click on an entry (the cockfight entry launches its game rather than following the link). */
  onSelect: (key: NavKey, event: MouseEvent) => void;
}

/**
 * "More" (issue 21 §5): the categories that do not fit on the bar, as a disclosure of links.
 * Enter or Space opens it, arrows move between the links, Escape closes it and returns focus to
 * the button, and it closes when focus or a click leaves it.
 */
export function MoreMenu({ label, items, onSelect }: MoreMenuProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (items.length === 0) setOpen(false);
  }, [items.length]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-more-link]') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    const list = links();
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % list.length : (at <= 0 ? list.length : at) - 1;
    // Opened by this key press: the links render on the next frame.
    requestAnimationFrame(() => links()[Math.max(0, next)]?.focus());
  };

  return (
    <Root
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        data-testid="nav-more"
        tabIndex={items.length === 0 ? -1 : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
        <span>{label}</span>
      </Trigger>
      <Panel id={`${id}-more`} hidden={!open} data-testid="nav-more-menu">
        {items.map((item) => (
          <li key={item.key}>
            <Entry
              to={item.to}
              data-more-link=""
              data-testid={`more-nav-${item.key}`}
              onClick={(event) => {
                setOpen(false);
                onSelect(item.key, event);
              }}
            >
              <CategoryIcon navKey={item.key} />
              <span>{item.label}</span>
            </Entry>
          </li>
        ))}
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${navTab}
  width: 100%;
  border-inline: 0;
  border-block-start: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Panel = styled.ul`
  ${dropPanel}
  inset-inline-end: 0;
`;

const Entry = styled(NavLink)`
  ${dropEntry}
  font-weight: 600;
`;
