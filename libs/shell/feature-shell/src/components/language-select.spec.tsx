import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, languageAtom, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { renderShell } from '../testing/render-shell';
import { LanguageSelect } from './language-select';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createI18n('EN');
  document.documentElement.dir = 'ltr';
});

describe('language selector (spec §2, §4)', () => {
  it('lists the brand languages with their flags', () => {
    renderShell(<LanguageSelect />, { i18n });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['🇬🇧 English', '🇵🇹 Português', '🇸🇦 العربية']);
  });

  it('stores the choice under lang and hisLang and switches the texts', async () => {
    const store = createStore();
    renderShell(<LanguageSelect />, { i18n, store });
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'PT' } });
    await waitFor(() => expect(store.get(languageAtom)).toBe('PT'));
    expect(localStorage.getItem('lang')).toBe('PT');
    expect(localStorage.getItem('hisLang')).toBe('PT');
    expect(i18n.t('nav.promotions')).not.toBe('Event');
  });

  it('sends the choice to the server when logged in', async () => {
    const store = createStore();
    store.set(tokenAtom, 'member-token');
    store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true });
    const { calls } = renderShell(<LanguageSelect />, { i18n, store, handlers: { languageUpdate: () => ({ language: 'PT' }) } });
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'PT' } });
    await waitFor(() => expect(calls).toContainEqual({ id: 'languageUpdate', request: { language: 'PT' } }));
  });

  it('does not call the server for a guest', async () => {
    const store = createStore();
    const { calls } = renderShell(<LanguageSelect />, { i18n, store });
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'PT' } });
    await waitFor(() => expect(store.get(languageAtom)).toBe('PT'));
    expect(calls).toEqual([]);
  });

  it('lays the page out right to left for AR', async () => {
    const store = createStore();
    renderShell(<LanguageSelect />, { i18n, store });
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'AR' } });
    await waitFor(() => expect(store.get(languageAtom)).toBe('AR'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
