import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { BrandProvider } from '@platform/shared/session';
import { TEST_BRAND } from './test-brand';

/** Stories only: a router, a store and the test brand (theme and i18n come from the Storybook preview). */
export function StoryFrame({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={createStore()}>
      <BrandProvider brand={TEST_BRAND}>
        <MemoryRouter>{children}</MemoryRouter>
      </BrandProvider>
    </JotaiProvider>
  );
}
