// First import: sets the loaded brand's flags before any library module reads them.
import { BRAND_IDS, BRANDS, DEFAULT_BRAND, LOADED_BRAND, applyBrandArt, brandOrThrow, searchWithGlobals } from './brands';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { BrandProvider } from '@platform/shared/session';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, applyDocumentLanguage, createI18n } from '@platform/shared/i18n';
import { resetStoryStorage, withStoryApi } from './story-api';
import { PHONE_VIEWPORT } from './viewports';

/*
 * Brand toolbar. Each story renders the chosen brand the way the app's build does:
 * its manifest (BrandProvider), its theme tokens, and its feature flags. The flags
 * are compile-time `__FLAG_*__` constants in the app; here main.ts defines them as
 * reads of `globalThis.__storybookBrandFlags`, which ./brands sets on load.
 */
// A play function's findBy… waits up to 10 s, not 1: a screen's lazy chunks and locale files load
// after its first render, and the story test runs two pages at once on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const brandLabel = (id: string) => BRANDS.get(id)?.manifest.displayName ?? id;

/**
 * Module-level code reads the flags once (COMPILED_FLAGS, flag-guarded lazy imports) and
 * the art manifest once, as the app's does at build time, so another brand cannot just
 * re-render: the preview reloads with that brand in its URL, and ./brands sets its flags
 * and art first.
 */
function ReloadWithBrand({ globals }: { globals: Record<string, unknown> }) {
  useEffect(() => {
    window.location.replace(`${window.location.pathname}${searchWithGlobals(window.location.search, globals)}`);
  }, [globals]);
  return <p role="status">Loading brand {String(globals['brand'])}…</p>;
}

const withBrand: Decorator = (Story, context) => {
  const id = String(context.globals['brand'] ?? DEFAULT_BRAND);
  const brand = brandOrThrow(id);
  if (id !== LOADED_BRAND) return <ReloadWithBrand globals={context.globals} />;
  return (
    <BrandProvider brand={brand.manifest}>
      <BrandThemeProvider theme={brand.theme}>
        <Story />
      </BrandThemeProvider>
    </BrandProvider>
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

// The story gateway (parameters.api) sits inside the locale: a screen's error texts are translated.
const appDecorators: Decorator[] = [withStoryApi, withLocale];

const preview: Preview = {
  // The last decorator is the outermost: the brand theme wraps everything else.
  decorators: [...appDecorators, withBrand],
  // Before each story, the loaded brand's art manifest again, whatever the previous story left.
  beforeEach: ({ parameters }) => {
    applyBrandArt();
    resetStoryStorage(parameters);
  },
  globalTypes: {
    brand: {
      description: 'Brand whose manifest, flags and tokens every story uses',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRAND_IDS.map((id) => ({ value: id, title: `${brandLabel(id)} (${id})` })),
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
    // Screens with a phone layout pick this size (globals.viewport) and carry the `phone` tag, which
    // makes the story test open them at the same size (.storybook/test/stories.spec.ts).
    viewport: {
      options: {
        phone390: {
          name: `Phone ${PHONE_VIEWPORT.width} x ${PHONE_VIEWPORT.height}`,
          styles: { width: `${PHONE_VIEWPORT.width}px`, height: `${PHONE_VIEWPORT.height}px` },
          type: 'mobile',
        },
      },
    },
  },
};

export default preview;
