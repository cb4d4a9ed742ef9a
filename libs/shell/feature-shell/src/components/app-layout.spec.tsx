import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { systemInfoAtom } from '@platform/shared/session';
import { createStore } from 'jotai';
import { category, vendor } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { AppLayout } from './app-layout';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const menus = [
  category('INHOUSE', vendor('PGE', 'RNG', 'PG Elite')),
  category('LOTT', vendor('TCG_LOTTO_VN', 'LOTT', 'VN Lotto'), vendor('TCG_SEA', 'LOTT')),
  category('LIVE', vendor('EVO', 'LIVE', 'Evolution')),
  category('SPORTS'),
  category('COCKFIGHT', vendor('DS88', 'COCKFIGHT', 'DS88 Sabong')),
];

const handlers = { gameMenus: () => menus, announcements: () => [], banners: () => [] };

function renderLayout(path = '/', store = createStore()) {
  return renderShell(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>screen</p>} />
      </Route>
    </Routes>,
    { i18n, handlers, path, store },
  );
}

describe('header navigation (spec §2)', () => {
  it('starts with hot, ends with promotions and lists only categories with vendors', async () => {
    renderLayout();
    const nav = await screen.findByTestId('header-nav');
    await waitFor(() => expect(within(nav).getByTestId('nav-cockfight')).toBeInTheDocument());
    const keys = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid'))
      .filter((id) => id?.startsWith('nav-') && !id.startsWith('nav-vendor-'));
    expect(keys).toEqual(['nav-hot', 'nav-inHouse', 'nav-lottery', 'nav-live', 'nav-cockfight', 'nav-promotions']);
    expect(within(nav).getByTestId('nav-hot')).toHaveTextContent('Hot');
    expect(within(nav).getByTestId('nav-promotions')).toHaveTextContent('Event');
  });

  it('sends the lottery click to /vnLottery when the first vendor is TCG_LOTTO_VN', async () => {
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('nav-lottery')).toHaveAttribute('href', '/vnLottery'));
  });

  it('links cockfight to its game centre; the click launches the first vendor (header-nav.spec.tsx)', async () => {
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('nav-cockfight')).toHaveAttribute('href', '/cockfight'));
  });

  it('opens a category drop menu on hover and on keyboard focus, and closes it with Escape', async () => {
    renderLayout();
    const live = await screen.findByTestId('nav-live');
    const menu = screen.getByTestId('nav-menu-live');
    expect(menu).not.toBeVisible();
    fireEvent.mouseEnter(live.parentElement as HTMLElement);
    expect(menu).toBeVisible();
    expect(within(menu).getByText('Evolution').closest('a')).toHaveAttribute('href', '/gameListCenter/evo/live');
    fireEvent.mouseLeave(live.parentElement as HTMLElement);
    expect(menu).not.toBeVisible();
    fireEvent.focus(live);
    expect(live).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(live, { key: 'Escape' });
    expect(live).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the side menu from the hamburger, with home and app download in it', async () => {
    renderLayout('/sports');
    fireEvent.click(screen.getByTestId('hamburger'));
    const side = await screen.findByTestId('side-menu');
    expect(side).toHaveAttribute('data-open', 'true');
    expect(screen.getByTestId('hamburger')).toHaveAttribute('aria-expanded', 'true');
    expect(within(side).getByTestId('side-nav-home')).toBeInTheDocument();
    expect(within(side).getByTestId('side-nav-down')).toBeInTheDocument();
    fireEvent.keyDown(side, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument());
    expect(screen.getByTestId('hamburger')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('shell views by route (spec §2)', () => {
  it('shows the footer on home with help and contact links', async () => {
    const store = createStore();
    store.set(systemInfoAtom, {
      domainRoute: null,
      resources: [{ labelNameEn: 'Live', url: 'https://support.example' }],
      whitelabelVal: {},
      register: {},
      mainDomain: 'localhost',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
    } as never);
    renderLayout('/', store);
    const footer = await screen.findByTestId('app-footer');
    expect(within(footer).getByTestId('footer-help')).toHaveAttribute('href', '/help');
    expect(within(footer).getByTestId('footer-contact')).toBeEnabled();
  });

  it('shows the header only on /lottery, /seamless and /description', async () => {
    renderLayout('/seamless');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/seamless'));
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  });

  it('opens the help popup on /help and goes to / when it closes', async () => {
    renderShell(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>screen</p>} />
        </Route>
      </Routes>,
      { i18n, handlers: { ...handlers, helpCentre: () => [{ id: 1, title: 'Deposits', content: '<p>How to deposit</p>' }] }, path: '/help' },
    );
    const help = await screen.findByTestId('helpModal');
    expect(await within(help).findByText('Deposits')).toBeInTheDocument();
    fireEvent.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByTestId('helpModal')).not.toBeInTheDocument();
  });
});
