import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { HeaderAccount, HeaderLogin } from '@platform/auth/feature-auth';
import { tokenAtom, useBrand } from '@platform/shared/session';
import { LanguageSelect } from '../components/language-select';
import { useIsMobile } from '../hooks/use-is-mobile';
import type { NavItem } from '../utils/navigation';
import { HeaderNav } from './header-nav';
import { memberCentrePath } from '../utils/user-menu';

// Members only: guests never download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const HeaderBalance = lazy(() => import('@platform/wallet/feature-wallet').then((m) => ({ default: m.HeaderBalance })));

export interface SiteHeaderProps {
  menu: readonly NavItem[];
  sideMenuOpen: boolean;
  onToggleSideMenu: () => void;
}

/** The header (spec §2): logo (home), login or account with the user menu, language; the category navigation below. */
export function SiteHeader({ menu, sideMenuOpen, onToggleSideMenu }: SiteHeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  const mobile = useIsMobile();
  return (
    <Header data-testid="app-header">
      <TopBar>
        <Start>
          <Hamburger
            type="button"
            aria-expanded={sideMenuOpen}
            aria-controls="side-menu"
            aria-label={t('nav.open_menu')}
            data-testid="hamburger"
            onClick={onToggleSideMenu}
          >
            <span aria-hidden="true">☰</span>
          </Hamburger>
          <Logo to="/" data-testid="logo-home">
            <Mark aria-hidden="true">{brand.displayName.charAt(0)}</Mark>
            <span data-testid="brand-name">{brand.displayName}</span>
          </Logo>
        </Start>
        <End>
          {token ? (
            <>
              <HeaderAccount />
              <Suspense fallback={null}>
                <HeaderBalance depositHref={memberCentrePath('depositv2')} />
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <HeaderLogin />
          )}
          <LanguageSelect />
        </End>
      </TopBar>
      <DesktopOnly>
        <HeaderNav items={menu} hoverMenus={!mobile} />
      </DesktopOnly>
    </Header>
  );
}

const Header = styled.header`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  /* Ghost buttons read the page's text colour; on the header's brand colour they take the header's. */
  button[data-variant='ghost'] {
    color: inherit;
    border-color: currentColor;
  }
  button[data-variant='ghost']:hover:not(:disabled) {
    background: transparent;
    text-decoration: underline;
  }
`;

const Hamburger = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;

  @media (max-width: 1023px) {
    display: inline-grid;
    place-items: center;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.headingWeight};
  font-size: 1.25rem;
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
`;

const DesktopOnly = styled.div`
  @media (max-width: 1023px) {
    display: none;
  }
`;
