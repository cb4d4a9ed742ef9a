const SERVICE_WORKER_URL = '/sw.js';

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

/**
 * The gateway's CSP enforces Trusted Types for script URLs, and
 * serviceWorker.register is such a sink: the URL goes through the `service-worker`
 * policy the CSP names, which lets through our own worker file and nothing else.
 */
function workerScriptUrl(): string {
  const factory = (window as unknown as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return SERVICE_WORKER_URL;
  const policy = factory.createPolicy('service-worker', {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`service-worker policy: refused ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(SERVICE_WORKER_URL) as string;
}

/** Installs the shell cache worker. A failure only costs offline start, so it is logged, not shown. */
export function registerServiceWorker(): void {
  navigator.serviceWorker.register(workerScriptUrl(), { scope: '/' }).catch((error: unknown) => {
    console.warn('service worker registration failed', error);
  });
}
