import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createI18n } from '@platform/shared/i18n';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { HeaderAccount } from './header-account';

// 11:19 on 26 November 2026 in the viewer's own zone, so the expectation holds in any TZ.
const PREVIOUS_LOGIN = new Date(2026, 10, 26, 11, 19, 0).toISOString();
const member = { id: 1, account: 'alice01', nickname: 'alice', type: 0, isAgent: false, isTrial: false, firstTimeLogin: false, previousLoginAt: PREVIOUS_LOGIN, location: { ip: '127.0.0.1' }, totpEnabled: false };

describe('the header account', () => {
  it.each([
    ['EN', 'Last login: 2026-11-26 11:19:00'],
    ['PT', 'Último acesso: 2026-11-26 11:19:00'],
  ])('§9 date display is year-month-day hour:minute:second (%s)', async (language, text) => {
    const i18n = await createI18n(language);
    const store = createStore();
    store.set(tokenAtom, 'token');
    const { client } = fakeClient({ memberInfo: () => member });
    renderWithApp(<HeaderAccount />, { client, i18n, store });
    expect(await screen.findByTestId('previous-login')).toHaveTextContent(new RegExp(`^${text}$`));
  });
});
