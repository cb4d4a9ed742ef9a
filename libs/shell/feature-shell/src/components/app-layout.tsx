import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAtom, useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { authPopupAtom, trialNoticeAtom } from '@platform/auth/feature-auth';
import { tokenAtom, useBrand } from '@platform/shared/session';
import { SkipLink } from '@platform/shared/ui-kit';
import { useGameMenus } from '@platform/shell/data-access';
import { SiteHeader } from '../header/site-header';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { sideMenuOpenAtom } from '../stores/shell-popups';
import { layoutFor } from '../utils/layout';
import { buildHeaderMenu, buildSideMenu } from '../utils/navigation';

// Popups are their own chunks: the home route does not download them until one opens.
const AuthPopups = lazy(() => import('@platform/auth/feature-popups').then((m) => ({ default: m.AuthPopups })));
const HelpPopup = lazy(() => import('./help-popup').then((m) => ({ default: m.HelpPopup })));
// The side menu loads when it shows (the rail on wide screens, the drawer when opened);
// the footer is below the fold.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
// Wide screens only, so phones never download the QR encoder.
const RightSideBar = lazy(() => import('./right-side-bar').then((m) => ({ default: m.RightSideBar })));
// What draws nothing on the first screen (the popups, session sync, the live-event socket, the
// scroll keeper): one chunk that loads after it.
const LayoutHosts = lazy(() => import('./layout-hosts').then((m) => ({ default: m.LayoutHosts })));
// Logged-in players only, so guests never download it.
const RealityCheckMount = lazy(() => import('./reality-check-mount').then((m) => ({ default: m.RealityCheckMount })));

/** The app shell (spec §2): header, side menu, main content, footer and right-side bar, per route. */
export function AppLayout() {
  const { t } = useTranslation();
  const popup = useAtomValue(authPopupAtom);
  const token = useAtomValue(tokenAtom);
  const trialNotice = useAtomValue(trialNoticeAtom);
  const [sideMenuOpen, setSideMenuOpen] = useAtom(sideMenuOpenAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const layout = layoutFor(pathname);

  useEffect(() => setSideMenuOpen(false), [pathname, setSideMenuOpen]);

  // /login and /register are home with a popup open; closing it returns to /.
  const onPopupClosed = () => {
    if (pathname === '/login' || pathname === '/register') navigate('/');
  };
  return (
    <>
      {popup || trialNotice ? (
        <Suspense fallback={null}>
          <AuthPopups onClosed={onPopupClosed} />
        </Suspense>
      ) : null}
      {pathname === '/help' ? (
        <Suspense fallback={null}>
          <HelpPopup onClose={() => navigate('/')} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <LayoutHosts />
      </Suspense>
      {token ? (
        <Suspense fallback={null}>
          <RealityCheckMount />
        </Suspense>
      ) : null}
      <SkipLink href="#main">{t('app.skip_to_content')}</SkipLink>
      <HeaderWithMenus sideMenuOpen={sideMenuOpen} onToggleSideMenu={() => setSideMenuOpen((open) => !open)} />
      <Shell $rail={layout.sideMenu} $bar={desktop}>
        {(layout.sideMenu && desktop) || sideMenuOpen ? (
          <Slot $area="rail">
            <Suspense fallback={null}>
              <SideMenuWithMenus rail={layout.sideMenu} open={sideMenuOpen} onClose={() => setSideMenuOpen(false)} />
            </Suspense>
          </Slot>
        ) : null}
        <Main id="main" tabIndex={-1} data-layout={layout.sideMenu ? 'side-menu' : layout.footer ? 'full' : 'header-only'}>
          <Outlet />
        </Main>
        {desktop ? (
          <Slot $area="bar">
            <Suspense fallback={null}>
              <RightSideBar />
            </Suspense>
          </Slot>
        ) : null}
      </Shell>
      {layout.footer ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The header and the side menu read the game menus themselves: the answer arrives while the page
 * loads and renders synchronously, and read in AppLayout it re-rendered every host and popup too.
 */
function HeaderWithMenus({ sideMenuOpen, onToggleSideMenu }: { sideMenuOpen: boolean; onToggleSideMenu: () => void }) {
  const brand = useBrand();
  const menus = useGameMenus();
  return (
    <SiteHeader
      menu={buildHeaderMenu(menus.data ?? [], brand.menu.order)}
      sideMenuOpen={sideMenuOpen}
      onToggleSideMenu={onToggleSideMenu}
    />
  );
}

function SideMenuWithMenus({ rail, open, onClose }: { rail: boolean; open: boolean; onClose: () => void }) {
  const brand = useBrand();
  const menus = useGameMenus();
  return <SideMenu items={buildSideMenu(menus.data ?? [], brand.menu.order)} rail={rail} open={open} onClose={onClose} />;
}

// Named areas keep each column's width while its lazy content loads (no layout shift);
// grid columns are logical, so right-to-left languages swap the side menu and the bar.
// At least a screen tall, so the footer starts below the first screen: otherwise every
// section that loads above it pushes it down in view (a layout shift).
const Shell = styled.div<{ $rail: boolean; $bar: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main';
  min-height: 100vh;

  @media (min-width: 1024px) {
    grid-template-columns: ${({ $rail, $bar }) => [$rail ? '220px' : '', 'minmax(0, 1fr)', $bar ? '148px' : ''].join(' ')};
    grid-template-areas: '${({ $rail, $bar }) => [$rail ? 'rail' : '', 'main', $bar ? 'bar' : ''].join(' ')}';
  }
`;

// On small screens the drawer is fixed-position, so its slot takes no grid cell.
const Slot = styled.div<{ $area: 'rail' | 'bar' }>`
  display: contents;

  @media (min-width: 1024px) {
    display: block;
    grid-area: ${({ $area }) => $area};
    min-width: 0;
  }
`;

const Main = styled.main`
  grid-area: main;
  width: 100%;
  max-width: 1280px;
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }
`;
