import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand, theme } from 'virtual:brand';
// The brand's display and body fonts, from npm: CSS and woff2 files, none of it JavaScript.
import 'virtual:brand-fonts';
import { loadFeatureStrings } from '@platform/shared/i18n';
import { loadInstallPromptCapture } from '@platform/shell/feature-shell';
import { bootstrap } from './app/bootstrap';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The browser's install offer can come before the download page has loaded.
void loadInstallPromptCapture().then((m) => m.captureInstallPrompt(window));

void bootstrap(brand).then((context) => {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree; the boot shell stays on screen until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App brand={brand} theme={theme} context={context} />
      </StrictMode>,
    ),
  );
  // The feature pages' English texts follow the first paint instead of delaying it.
  void loadFeatureStrings(context.i18n);
});

// Production builds install the app-shell worker once the page has loaded, so it never
// competes with the first screen; its code is a separate chunk, off the home budget.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./service-worker/register-service-worker').then((m) => m.registerServiceWorker()),
    { once: true },
  );
}
