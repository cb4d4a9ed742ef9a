import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { createI18n } from '@platform/shared/i18n';
import { category, vendor } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { DescriptionPage } from './description-page';
import { SeamlessPage } from './seamless-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const menus = [
  category('LIVE', vendor('EVO', 'LIVE', 'Evolution'), { ...vendor('GRAND', 'LIVE', 'Grand Live'), maintenance: true }),
  category('SPORTS', vendor('SBX', 'SPORTS', 'SportsBook X')),
  category('COCKFIGHT', vendor('DS88', 'SPORTS', 'DS88 Sabong')),
];
const handlers = { gameMenus: () => menus };

describe('issue 26 "/seamless renders only No data": the seamless-wallet game page (spec §2, header only)', () => {
  it('lists one lobby per sports, esports and cockfight vendor, each launched from the main balance', async () => {
    renderShell(<SeamlessPage />, { i18n, handlers });
    const lobbies = await screen.findByTestId('seamless-lobbies');
    expect(within(lobbies).getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual([
      'seamless-lobby-SBX',
      'seamless-lobby-DS88',
    ]);
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('sends a guest who presses Play to the login popup', async () => {
    const store = createStore();
    renderShell(<SeamlessPage />, { i18n, handlers, store });
    fireEvent.click(within(await screen.findByTestId('seamless-lobby-SBX')).getByRole('button', { name: 'Play SportsBook X' }));
    expect(store.get(authPopupAtom)).toBe('login');
  });

  it('narrows to the vendor in ?vassalage=', async () => {
    renderShell(<SeamlessPage />, { i18n, handlers, path: '/seamless?vassalage=ds88' });
    const lobbies = await screen.findByTestId('seamless-lobbies');
    expect(within(lobbies).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lobbies).getByText('DS88 Sabong')).toBeInTheDocument();
  });
});

describe('issue 26 "/description renders only No data": the game description page (spec §2, header only)', () => {
  it('describes each category with vendors, its providers linked to their games and their state', async () => {
    renderShell(<DescriptionPage />, { i18n, handlers });
    const live = await screen.findByTestId('description-live');
    expect(within(live).getByRole('heading', { name: 'Live casino' })).toBeInTheDocument();
    expect(within(live).getByTestId('description-vendor-EVO')).toHaveAttribute('href', '/gameListCenter/evo/live');
    expect(within(live).getByTestId('description-vendor-GRAND')).toHaveTextContent('Under maintenance');
    expect(screen.getByTestId('description-cockfight')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });
});
