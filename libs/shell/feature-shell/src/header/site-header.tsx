import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { HeaderAccount, HeaderLogin, authPopupAtom } from '@platform/auth/feature-auth';
import { tokenAtom, useBrand } from '@platform/shared/session';
import { Button } from '@platform/shared/ui-kit';
import { useIsMobile } from '../hooks/use-is-mobile';
import { DESKTOP_QUERY, PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import type { NavItem } from '../utils/navigation';
import { HeaderNav } from './header-nav';
import { memberCentrePath } from '../utils/user-menu';

// Members only: guests never download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const HeaderBalance = lazy(() => import('@platform/wallet/feature-wallet').then((m) => ({ default: m.HeaderBalance })));
// A two-row brand's category chips under 1024 px: their own chunk, their room held meanwhile.
const CategoryBar = lazy(() => import('./category-bar').then((m) => ({ default: m.CategoryBar })));
// Its own chunk (the flags, the language change): a slot of its size holds its place meanwhile.
const LanguageSelect = lazy(() => import('../components/language-select').then((m) => ({ default: m.LanguageSelect })));

export interface SiteHeaderProps {
  menu: readonly NavItem[];
  sideMenuOpen: boolean;
  onToggleSideMenu: () => void;
}

/**
 * The header (spec §2): logo (home), login or account with the user menu, language; the category
 * navigation below. On a phone (issue 21 §3) it is one row of at most 64 px: the menu, the logo,
 * then the balance with refresh, Deposit and the account menu (which holds the account, the last
 * login and sign-out) for a member, or Login and Register for a guest; the language is in the menu.
 *
 * The brand picks the layout (tokens.json layout.header, issue 20 §4): `two-rows` puts the category
 * navigation on a bar of its own (under 1024 px, a row of category chips under the header);
 * `one-row` sets it inline between the logo and the account on wide screens, and leaves phones
 * to the side menu. layout.headerTone colours the bar with the primary or the surface.
 */
export function SiteHeader({ menu, sideMenuOpen, onToggleSideMenu }: SiteHeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  const mobile = useIsMobile();
  const phone = useMediaQuery(PHONE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { layout } = useTheme();
  const oneRow = layout.header === 'one-row';
  return (
    <>
      <Header
        data-testid="app-header"
        data-compact={phone ? 'true' : undefined}
        data-rows={oneRow ? '1' : '2'}
        $tone={layout.headerTone}
      >
        <TopBar $compact={phone} $oneRow={oneRow}>
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
              <BrandName data-testid="brand-name" $compact={phone}>
                {brand.displayName}
              </BrandName>
            </Logo>
          </Start>
          {oneRow ? (
            <InlineNav>
              <HeaderNav items={menu} hoverMenus={!mobile} inline />
            </InlineNav>
          ) : null}
          <End $compact={phone}>
            {token ? (
              <>
                {phone ? null : <HeaderAccount />}
                <Suspense fallback={null}>
                  <HeaderBalance depositHref={memberCentrePath('depositv2')} />
                  <UserMenu compact={phone} />
                </Suspense>
              </>
            ) : phone ? (
              <GuestButtons />
            ) : (
              <HeaderLogin />
            )}
            {phone ? null : (
              <Suspense fallback={<LanguageSlot aria-hidden="true" />}>
                <LanguageSelect />
              </Suspense>
            )}
          </End>
        </TopBar>
        {oneRow ? null : (
          <DesktopOnly>
            <HeaderNav items={menu} hoverMenus={!mobile} />
          </DesktopOnly>
        )}
      </Header>
      {oneRow || desktop ? null : (
        <Suspense fallback={<CategoryBarSlot aria-hidden="true" />}>
          <CategoryBar items={menu} />
        </Suspense>
      )}
    </>
  );
}

/** A guest's phone header: the login and register popups instead of the inline form. */
function GuestButtons() {
  const { t } = useTranslation();
  const setPopup = useSetAtom(authPopupAtom);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setPopup('login')} data-testid="header-open-login">
        {t('auth.login')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setPopup('register')} data-testid="header-register">
        {t('auth.register')}
      </Button>
    </>
  );
}

const Header = styled.header<{ $tone: 'primary' | 'surface' }>`
  background: var(--header-bg);
  color: var(--header-text);
  ${({ $tone }) =>
    $tone === 'surface'
      ? 'border-block-end: 1px solid color-mix(in srgb, var(--color-primary) 45%, transparent);'
      : ''}
`;

const TopBar = styled.div<{ $compact: boolean; $oneRow: boolean }>`
  display: flex;
  flex-wrap: ${({ $compact }) => ($compact ? 'nowrap' : 'wrap')};
  ${({ $oneRow }) => ($oneRow ? '@media (min-width: 1024px) { flex-wrap: nowrap; }' : '')}
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ $compact, theme }) =>
    $compact
      ? `
    gap: ${theme.space.xs};
    max-height: 64px;
    box-sizing: border-box;
    padding: ${theme.space.xs} ${theme.space.sm};
  `
      : ''}
`;

const Start = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const End = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: ${({ $compact }) => ($compact ? 'nowrap' : 'wrap')};
  align-items: center;
  justify-content: flex-end;
  min-width: 0;
  gap: ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.sm)};

  /* Ghost buttons read the page's text colour; on the header's brand colour they take the header's. */
  button[data-variant='ghost'] {
    color: inherit;
    border-color: currentColor;
  }
  button[data-variant='ghost']:hover:not(:disabled) {
    background: transparent;
    text-decoration: underline;
  }
  ${({ $compact }) =>
    $compact
      ? `
    /* One row on a phone: the balance keeps refresh and Deposit; show/hide lives in the member centre's wallet. */
    [data-testid='balance-toggle'] {
      display: none;
    }
    button, a {
      white-space: nowrap;
    }
  `
      : ''}
`;

/** The flag and the select's size, so nothing moves when the selector arrives. */
const LanguageSlot = styled.span`
  display: inline-block;
  width: 10rem;
  height: 44px;
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
  min-width: 44px;
  color: inherit;
  font-family: var(--font-display);
  font-weight: ${({ theme }) => theme.font.headingWeight};
  font-size: 1.25rem;
  white-space: nowrap;
  text-decoration: none;
`;

/** On a phone only the mark shows; the name stays the link's accessible name. */
const BrandName = styled.span<{ $compact: boolean }>`
  ${({ $compact }) =>
    $compact
      ? `
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  `
      : ''}
`;

// On a surface-toned bar the primary is the accent; on a primary bar, the secondary (theme.header).
const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--header-mark);
  color: var(--header-on-mark);
`;

const DesktopOnly = styled.div`
  @media (max-width: 1023px) {
    display: none;
  }
`;

/** A one-row header's category navigation, between the logo and the account, on wide screens only. */
const InlineNav = styled.div`
  flex: 1 1 0;
  min-width: 0;

  @media (max-width: 1023px) {
    display: none;
  }
`;

/** The category bar's room while its chunk loads (category-bar.tsx CATEGORY_BAR_HEIGHT_PX, boot-shell.ts). */
const CategoryBarSlot = styled.div`
  height: 52px;
  background: var(--color-surface);
`;
