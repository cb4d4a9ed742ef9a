import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { brand, theme } from 'virtual:brand';
import { ApiClientProvider } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { BrandProvider } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import {
  AppRoutes,
  GAME_CENTRE_PATHS,
  GAME_LIST_CENTER_ROUTE,
  GAME_LIST_CENTRE_PATHS,
  HOME_PATHS,
  LOGIN_REQUIRED_PATHS,
  PATH_GAME_TYPE,
  routeTable,
} from './routes';

const paths = (routeTable[0]?.children ?? []).map((route) => route.path);

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderAt(path: string) {
  const { client } = fakeClient({
    gameMenus: () => [],
    banners: () => [],
    announcements: () => [],
    winners: () => [],
    promotions: () => [],
    helpCentre: () => [],
  });
  render(
    <JotaiProvider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ApiClientProvider client={client}>
            <BrandProvider brand={brand}>
              <BrandThemeProvider theme={theme}>
                <MemoryRouter initialEntries={[path]}>
                  <AppRoutes />
                </MemoryRouter>
              </BrandThemeProvider>
            </BrandProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>,
  );
}

describe('route table (spec §2)', () => {
  it('serves the home page at /, /index, /index.html and /home, and under /login, /register and /help', () => {
    expect(HOME_PATHS).toEqual(['/', '/index', '/index.html', '/home', '/login', '/register', '/help']);
    for (const path of HOME_PATHS) expect(paths).toContain(path);
  });

  it('guards /lottery, /seaLottery and /vnLottery behind login', () => {
    expect(LOGIN_REQUIRED_PATHS).toEqual(['/lottery', '/seaLottery', '/vnLottery']);
    for (const path of LOGIN_REQUIRED_PATHS) expect(paths).toContain(path);
  });

  it('routes every screen of the spec table, and the named route gameListCenter with vassalage and gameType', () => {
    expect(GAME_CENTRE_PATHS).toEqual(['/cockfight', '/sports', '/esports']);
    expect(GAME_LIST_CENTRE_PATHS).toEqual(['/rng', '/live', '/fish', '/pvp', '/inHouse', '/hot']);
    for (const path of ['/promotions', '/pointMall', '/sponsor', '/seamless', '/description', '/down']) {
      expect(paths).toContain(path);
    }
    expect(GAME_LIST_CENTER_ROUTE).toBe('/gameListCenter/:vassalage/:gameType');
    expect(paths).toContain(GAME_LIST_CENTER_ROUTE);
  });

  it('maps paths to game types exactly as the spec', () => {
    expect(PATH_GAME_TYPE).toEqual({
      '/sports': 'SPORTS',
      '/esports': 'ESPORTS',
      '/live': 'LIVE',
      '/lott': 'LOTT',
      '/elott': 'ELOTT',
      '/fish': 'FISH',
      '/pvp': 'PVP',
      '/rng': 'RNG',
      '/cockfight': 'COCKFIGHT',
      '/inHouse': 'RNG',
    });
  });

  it('renders unknown paths inside the SPA (catch-all)', () => {
    expect(paths.at(-1)).toBe('*');
  });
});

describe('every route renders its screen', () => {
  const screens: [string, string][] = [
    ...HOME_PATHS.map((path): [string, string] => [path, 'home-page']),
    ...GAME_CENTRE_PATHS.map((path): [string, string] => [path, 'game-centre-screen']),
    ...GAME_LIST_CENTRE_PATHS.map((path): [string, string] => [path, 'game-list-screen']),
    ['/promotions', 'promotions-screen'],
    ['/pointMall', 'point-mall-screen'],
    ['/sponsor', 'sponsor-screen'],
    ['/seamless', 'seamless-screen'],
    ['/description', 'description-screen'],
    ['/down', 'download-screen'],
    ['/gameListCenter/pg/rng', 'vendor-game-list-screen'],
    ['/no/such/page', 'not-found-page'],
  ];

  it.each(screens)('%s renders %s', async (path, testId) => {
    renderAt(path);
    expect(await screen.findByTestId(testId, {}, { timeout: 5000 })).toBeTruthy();
  });

  it.each(LOGIN_REQUIRED_PATHS)('%s renders the lottery screen with a session token', async (path) => {
    sessionStorage.setItem('token', 'member-token');
    renderAt(path);
    expect(await screen.findByTestId('lottery-screen', {}, { timeout: 5000 })).toBeTruthy();
  });
});
