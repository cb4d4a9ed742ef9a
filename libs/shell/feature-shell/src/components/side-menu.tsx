import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../utils/navigation';
import { vendorPath } from '../utils/navigation';

export interface SideMenuProps {
  items: readonly NavItem[];
  /** A layout with a side menu (home, sea and vn lottery) shows it as a rail on wide screens. */
  rail: boolean;
  /** The drawer opened by the hamburger on small screens. */
  open: boolean;
  onClose: () => void;
}

/** The app shell's side menu (spec §2): every item with its vendors; a drawer on small screens. */
export function SideMenu({ items, rail, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <>
      {open ? <Backdrop aria-hidden="true" onClick={onClose} /> : null}
      <Nav
        ref={navRef}
        id="side-menu"
        aria-label={t('nav.side_menu')}
        data-testid="side-menu"
        data-open={open}
        $rail={rail}
        $open={open}
        onKeyDown={onKeyDown}
      >
        {open ? (
          <CloseButton type="button" onClick={onClose} data-testid="side-menu-close">
            {t('common.close')}
          </CloseButton>
        ) : null}
        <List>
          {items.map((item) => (
            <li key={item.key}>
              <ItemLink to={item.to} end={item.to === '/'} data-testid={`side-nav-${item.key}`} onClick={onClose}>
                {t(`nav.${item.key}`)}
              </ItemLink>
              {item.vendors.length > 0 ? (
                <VendorList aria-label={t('nav.vendors_of', { name: t(`nav.${item.key}`) })}>
                  {item.vendors.map((vendor) => (
                    <li key={`${vendor.vassalage}-${vendor.gameType}`}>
                      <VendorLink to={vendorPath(vendor)} onClick={onClose}>
                        {vendor.displayName}
                      </VendorLink>
                    </li>
                  ))}
                </VendorList>
              ) : null}
            </li>
          ))}
        </List>
      </Nav>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 940;
  background: var(--color-overlay);

  @media (min-width: 1024px) {
    display: none;
  }
`;

const Nav = styled.nav<{ $rail: boolean; $open: boolean }>`
  display: none;
  box-sizing: border-box;
  background: var(--color-surface);
  color: var(--color-text);

  @media (min-width: 1024px) {
    display: ${({ $rail }) => ($rail ? 'block' : 'none')};
    position: sticky;
    top: 0;
    align-self: start;
    width: 220px;
    max-height: 100vh;
    overflow-y: auto;
    padding: var(--space-sm) 0;
    border-inline-end: 1px solid var(--color-border);
  }

  @media (max-width: 1023px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: 950;
    width: min(300px, 85vw);
    overflow-y: auto;
    padding: var(--space-sm) 0;
    box-shadow: var(--shadow-modal);
  }
`;

const CloseButton = styled.button`
  display: block;
  min-height: 44px;
  margin: 0 var(--space-md) var(--space-sm);
  padding: 0 var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  @media (min-width: 1024px) {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 var(--space-md);
  color: inherit;
  font-weight: 600;
  text-decoration: none;

  &.active {
    color: var(--color-primary);
    box-shadow: inset 4px 0 0 var(--color-primary);
  }
  &:hover {
    background: var(--color-surface-raised);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;

const VendorList = styled.ul`
  margin: 0;
  padding: 0 0 var(--space-xs);
  list-style: none;
`;

const VendorLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 36px;
  padding-inline: calc(var(--space-md) * 2) var(--space-md);
  color: var(--color-text-muted);
  font-size: 0.875rem;
  text-decoration: none;

  &:hover {
    color: var(--color-text);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;
