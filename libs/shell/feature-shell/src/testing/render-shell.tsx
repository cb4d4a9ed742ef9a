import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { BrandProvider } from '@platform/shared/session';
import type { BrandManifest } from '@platform/shared/brand';
import { fakeClient, renderWithApp, type FakeHandler } from '@platform/shared/testing';
import { TEST_BRAND } from './test-brand';

/** Navigates once on mount: renderWithApp's router starts at /. */
export function StartAt({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    // Once: navigate's identity changes with the location.
    if (done.current) return;
    done.current = true;
    navigate(path, { replace: true });
  }, [navigate, path]);
  return (
    <>
      <output data-testid="location">{pathname + search + hash}</output>
      {children}
    </>
  );
}

/** renderWithApp with the brand and, optionally, a start path; answers calls with fakes. */
export function renderShell(
  ui: ReactElement,
  options: { i18n: I18n; handlers?: Record<string, FakeHandler>; path?: string; brand?: BrandManifest; store?: ReturnType<typeof createStore> },
) {
  const { client, calls } = fakeClient(options.handlers ?? {});
  const wrapped = (
    <BrandProvider brand={options.brand ?? TEST_BRAND}>
      <StartAt path={options.path ?? '/'}>{ui}</StartAt>
    </BrandProvider>
  );
  const result = renderWithApp(wrapped, { client, i18n: options.i18n, store: options.store });
  return { ...result, calls };
}
