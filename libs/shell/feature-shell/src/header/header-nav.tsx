import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavKey } from '../utils/navigation';
import { vendorPath } from '../utils/navigation';
import { useGameLaunch } from '../hooks/use-game-launch';

export interface HeaderNavProps {
  items: readonly NavItem[];
  /** Hover menus are for pointers that hover; touch devices go straight to the page. */
  hoverMenus?: boolean;
}

/**
 * The header's category navigation (spec §2) with a drop menu of vendors per category,
 * opened by hovering the item or focusing it from the keyboard; Escape closes it.
 */
export function HeaderNav({ items, hoverMenus = true }: HeaderNavProps) {
  const launch = useGameLaunch();
  const { t } = useTranslation();
  const [open, setOpen] = useState<NavKey | null>(null);
  // Escape returns focus to the item's link; that focus must not reopen the menu.
  const escaped = useRef(false);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    setOpen(null);
    escaped.current = true;
    event.currentTarget.querySelector<HTMLAnchorElement>('a')?.focus();
    escaped.current = false;
  };

  return (
    <Nav aria-label={t('nav.main')} data-testid="header-nav">
      <List>
        {items.map((item) => {
          const hasMenu = hoverMenus && item.vendors.length > 0;
          const menuId = `nav-menu-${item.key}`;
          const expanded = hasMenu && open === item.key;
          return (
            <Item
              key={item.key}
              onMouseEnter={hasMenu ? () => setOpen(item.key) : undefined}
              onMouseLeave={hasMenu ? () => setOpen(null) : undefined}
              onBlur={hasMenu ? onBlur : undefined}
              onKeyDown={hasMenu ? onKeyDown : undefined}
            >
              <TopLink
                to={item.to}
                end={item.to === '/'}
                data-testid={`nav-${item.key}`}
                aria-expanded={hasMenu ? expanded : undefined}
                aria-controls={hasMenu ? menuId : undefined}
                onFocus={hasMenu ? () => !escaped.current && setOpen(item.key) : undefined}
                onClick={(event) => {
                  setOpen(null);
                  // A cockfight click launches the first vendor's game: real money, so it is guarded.
                  if (item.key === 'cockfight' && item.vendors.length > 0) {
                    event.preventDefault();
                    launch(item.to);
                  }
                }}
              >
                {t(`nav.${item.key}`)}
              </TopLink>
              {hasMenu ? (
                <DropMenu id={menuId} hidden={!expanded} data-testid={menuId} aria-label={t('nav.vendors_of', { name: t(`nav.${item.key}`) })}>
                  {item.vendors.map((vendor) => (
                    <li key={`${vendor.vassalage}-${vendor.gameType}`}>
                      <VendorLink to={vendorPath(vendor)} data-testid={`nav-vendor-${vendor.vassalage}`} onClick={() => setOpen(null)}>
                        {vendor.iconUrl ? <img src={vendor.iconUrl} alt="" width={24} height={24} loading="lazy" /> : null}
                        <span>{vendor.displayName}</span>
                      </VendorLink>
                    </li>
                  ))}
                </DropMenu>
              ) : null}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  background: var(--color-surface);
  color: var(--color-text);
  border-bottom: 1px solid var(--color-border);
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 var(--space-xs);
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 var(--space-md);
  list-style: none;
`;

const Item = styled.li`
  position: relative;
`;

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 var(--space-sm);
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &:hover,
  &[aria-expanded='true'] {
    color: var(--color-primary);
  }
  &.active {
    border-bottom-color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;

const DropMenu = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  z-index: 900;
  min-width: 220px;
  margin: 0;
  padding: var(--space-xs) 0;
  list-style: none;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);

  &[hidden] {
    display: none;
  }
`;

const VendorLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  padding: 0 var(--space-md);
  color: var(--color-text);
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: var(--color-surface-raised);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;
