import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, languageAtom, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { renderShell } from '../testing/render-shell';
import { flagUrl } from './language-flags';
import { LanguageSelect } from './language-select';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createI18n('EN');
  document.documentElement.dir = 'ltr';
});

describe('language selector (spec §2, §4)', () => {
  it('lists the brand languages by name, with no flag emoji (issue 20 §6: they render as empty boxes)', () => {
    const { container } = renderShell(<LanguageSelect />, { i18n });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['English', 'Português', 'العربية']);
    expect(container.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('shows the chosen language’s flag as a bundled image with alt text (issue 20 §6)', async () => {
    const store = createStore();
    renderShell(<LanguageSelect />, { i18n, store });
    const flag = screen.getByRole('img', { name: 'English' });
    expect(flag.getAttribute('src')).toMatch(/flag-icons\/flags\/4x3\/gb\.svg/);
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'PT' } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Português' }).getAttribute('src')).toMatch(/\/pt\.svg/));
    // The test brand's AR is offered by no real brand, so no flag of it is bundled: the name alone.
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'AR' } });
    await waitFor(() => expect(store.get(languageAtom)).toBe('AR'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('bundles a flag for every language a brand offers', () => {
    const brandsDir = resolve(__dirname, '../../../../../brands');
    const offered = readdirSync(brandsDir)
      .filter((id) => existsSync(join(brandsDir, id, 'brand.json')))
      .flatMap((id) => (JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')) as { languages: { supported: string[] } }).languages.supported);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((code) => !flagUrl(code))).toEqual([]);
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
