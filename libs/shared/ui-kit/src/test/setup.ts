import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// A loaded CI machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
import { afterEach } from 'vitest';

// jsdom does not implement scrolling and logs "Not implemented" on every call;
// tests that care spy on it.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.body.removeAttribute('style');
});
