import { describe, expect, it } from 'vitest';
import enCore from './locales/en.json';
import enFeatures from './locales/en-features.json';
import pt from './locales/pt.json';
import { createI18n, loadFeatureStrings, rememberLanguage, storedLanguage } from './setup';
import { LANGUAGES, isRtl } from './languages';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const en = { ...enCore, ...enFeatures };

describe('i18n catalogues', () => {
  it('keeps each section in one English file: core or feature strings, never both', () => {
    const shared = Object.keys(enFeatures).filter((section) => section in enCore);
    expect(shared).toEqual([]);
  });

  it('adds the feature strings unless the app defers them, and loads them when asked', async () => {
    expect((await createI18n('EN')).t('wallet.deposit')).toBe('Deposit');
    const deferred = await createI18n('EN', { deferFeatureStrings: true });
    expect(deferred.exists('lottery_ui.tabs')).toBe(false);
    await loadFeatureStrings(deferred);
    expect(deferred.exists('lottery_ui.tabs')).toBe(true);
  });

  it('gives Portuguese a text for every English key', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
  });

  it('lists the 22 language codes of the spec, each with a flag', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(
      'CN EN JA TH VI MY ES HI ID KM KO KR MS PT TA TW TY UR PT-BR TR BN AR'.split(' '),
    );
    expect(LANGUAGES.every((l) => l.flag.length > 0)).toBe(true);
  });

  it('falls back to English for a code without a catalogue', async () => {
    const i18n = await createI18n('JA');
    expect(i18n.t('blockip')).toBe('Access restricted');
  });

  it('translates the maintenance texts into Portuguese', async () => {
    const i18n = await createI18n('PT');
    expect(i18n.t('game_maintenance')).toBe('Em manutenção');
  });

  it('falls back from PT-BR to the Portuguese catalogue', async () => {
    const i18n = await createI18n('PT-BR');
    expect(i18n.t('blockip')).toBe('Acesso restrito');
  });

  it('stores the choice under lang and hisLang', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    rememberLanguage(storage, 'PT');
    expect(store.get('lang')).toBe('PT');
    expect(store.get('hisLang')).toBe('PT');
    expect(storedLanguage(storage, 'EN')).toBe('PT');
  });

  it('also sets a lang cookie for the gateway\'s first HTML, Secure on https, and none for an unknown code', () => {
    const storage = { setItem: () => undefined };
    const page = { cookie: '', location: { protocol: 'https:' } };
    rememberLanguage(storage, 'PT-BR', page);
    expect(page.cookie).toBe('lang=PT-BR; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    const plain = { cookie: '', location: { protocol: 'http:' } };
    rememberLanguage(storage, 'PT', plain);
    expect(plain.cookie).toBe('lang=PT; Path=/; Max-Age=31536000; SameSite=Lax');
    const unknown = { cookie: '' };
    rememberLanguage(storage, 'XX;Path=/evil', unknown);
    expect(unknown.cookie).toBe('');
  });

  it('lays out AR and UR right to left', () => {
    expect(isRtl('AR')).toBe(true);
    expect(isRtl('UR')).toBe(true);
    expect(isRtl('EN')).toBe(false);
  });
});
