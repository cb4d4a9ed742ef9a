import type { ReactElement } from 'react';
import type { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@platform/shared/api-client';
import type { BrandManifest } from '@platform/shared/brand';
import { BrandProvider } from '@platform/shared/session';
import { renderWithApp } from '@platform/shared/testing';
import { testBrand } from './fixtures';

/** renderWithApp plus the brand the games read (useBrand). */
export function renderGames(
  ui: ReactElement,
  options: {
    client: ApiClient;
    i18n: I18n;
    store?: ReturnType<typeof createStore>;
    brand?: BrandManifest;
  },
) {
  return renderWithApp(
    <BrandProvider brand={options.brand ?? testBrand()}>{ui}</BrandProvider>,
    options,
  );
}
