import { lazy, Suspense, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../utils/navigation';
import { cockfightVendor, vendorPath } from '../utils/navigation';
import { useVendorLaunch } from '../hooks/use-vendor-launch';
import { PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { LanguageSelect } from './language-select';

const LaunchError = lazy(() => import('../header/launch-error').then((m) => ({ default: m.LaunchError })));
import { CategoryIcon } from './category-icon';
import { VendorEmblem } from './vendor-emblem';

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
  const cockfight = useVendorLaunch('COCKFIGHT');
  // The phone header has no room for the language (issue 21 §3): the drawer holds it.
  const phone = useMediaQuery(PHONE_QUERY);
  // Spec §2: a cockfight click launches the first vendor's game, as in the header.
  const onItemClick = (item: NavItem, event: MouseEvent) => {
    onClose();
    const vendor = item.key === 'cockfight' ? cockfightVendor(item.vendors) : undefined;
    if (!vendor) return;
    event.preventDefault();
    cockfight.launch(vendor);
  };

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
              <ItemLink to={item.to} end={item.to === '/'} data-testid={`side-nav-${item.key}`} onClick={(event) => onItemClick(item, event)}>
                <CategoryIcon navKey={item.key} />
                {t(`nav.${item.key}`)}
              </ItemLink>
              {item.vendors.length > 0 ? (
                <VendorList aria-label={t('nav.vendors_of', { name: t(`nav.${item.key}`) })}>
                  {item.vendors.map((vendor) => (
                    <li key={`${vendor.vassalage}-${vendor.gameType}`}>
                      <VendorLink to={vendorPath(vendor)} onClick={onClose}>
                        <VendorEmblem vassalage={vendor.vassalage} size={20} />
                        {vendor.displayName}
                      </VendorLink>
                    </li>
                  ))}
                </VendorList>
              ) : null}
            </li>
          ))}
        </List>
        {open && phone ? (
          <Language data-testid="side-menu-language">
            <LanguageSelect />
          </Language>
        ) : null}
      </Nav>
      {cockfight.error ? (
        <Suspense fallback={null}>
          <LaunchError error={cockfight.error} onClose={cockfight.dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}

const Language = styled.div`
  padding: var(--space-md);
  border-block-start: 1px solid var(--color-border);
`;

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
  gap: var(--space-sm);
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
  gap: var(--space-xs);
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
