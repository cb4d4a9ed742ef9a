import type { Decorator, Preview } from '@storybook/react-vite';
import {
  BASE_TOKENS,
  BrandConfigError,
  brandTokensSchema,
  buildTheme,
  formatIssues,
  mergeTokens,
  type Theme,
} from '@platform/shared/brand';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, applyDocumentLanguage, createI18n } from '@platform/shared/i18n';

/*
 * Brand toolbar. A brand is a folder under brands/ with a brand.json and, optionally,
 * a tokens.json (a typed partial of BASE_TOKENS). A brand without tokens.json is
 * shown with BASE_TOKENS.
 */
const manifests = import.meta.glob<string | undefined>('../brands/*/brand.json', {
  eager: true,
  import: 'displayName',
});
const tokenFiles = import.meta.glob<unknown>('../brands/*/tokens.json', {
  eager: true,
  import: 'default',
});

const brandIdOf = (file: string) => file.split('/').at(-2) ?? file;

function themeFor(brandId: string): Theme {
  const file = `../brands/${brandId}/tokens.json`;
  if (!(file in tokenFiles)) return buildTheme(BASE_TOKENS);
  const parsed = brandTokensSchema.safeParse(tokenFiles[file]);
  // Fail loudly (CONVENTIONS §8): a broken tokens.json must not silently fall back.
  if (!parsed.success) throw new BrandConfigError(file.slice(3), formatIssues(parsed.error));
  return buildTheme(mergeTokens(BASE_TOKENS, parsed.data));
}

const brandIds = [...new Set([...Object.keys(manifests), ...Object.keys(tokenFiles)].map(brandIdOf))].sort();
const THEMES = new Map(brandIds.map((id) => [id, themeFor(id)]));
const DEFAULT_BRAND = brandIds.includes('default') ? 'default' : (brandIds[0] ?? 'default');

const brandLabel = (id: string) => manifests[`../brands/${id}/brand.json`] ?? id;

const withBrandTheme: Decorator = (Story, context) => {
  const brand = String(context.globals['brand'] ?? DEFAULT_BRAND);
  const theme = THEMES.get(brand) ?? buildTheme(BASE_TOKENS);
  return (
    <BrandThemeProvider theme={theme}>
      <Story />
    </BrandThemeProvider>
  );
};

/**
 * App-wide decorators that run inside the brand theme. Add the `locale` toolbar's
 * decorator (i18n provider) here, and its `locale` entry to `globalTypes` below.
 */
const i18nByLocale = new Map<string, Promise<I18n>>();
const i18nFor = (locale: string) => {
  if (!i18nByLocale.has(locale)) i18nByLocale.set(locale, createI18n(locale));
  return i18nByLocale.get(locale) as Promise<I18n>;
};

function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void i18nFor(locale).then((instance) => {
      applyDocumentLanguage(document, locale);
      if (live) setI18n(instance);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : null;
}

/** Locale toolbar: every story renders through i18next in the chosen language (AR and UR right to left). */
const withLocale: Decorator = (Story, context) => (
  <LocaleProvider locale={String(context.globals['locale'] ?? 'EN')}>
    <Story />
  </LocaleProvider>
);

const appDecorators: Decorator[] = [withLocale];

const preview: Preview = {
  // The last decorator is the outermost: the brand theme wraps everything else.
  decorators: [...appDecorators, withBrandTheme],
  globalTypes: {
    brand: {
      description: 'Brand whose tokens theme every story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: `${brandLabel(id)} (${id})` })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of every story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((l) => ({ value: l.code, title: `${l.flag} ${l.label}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND, locale: 'EN' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
