/** Chromium's install event; not in the DOM lib because it is not standard yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Only this capture runs at start-up (it is in the home chunk); the hook that reads it lives
// with the download page (use-install-prompt.ts).
export const installState = {
  offer: null as BeforeInstallPromptEvent | null,
  installed: false,
  listeners: new Set<() => void>(),
  notify() {
    installState.listeners.forEach((listener) => listener());
  },
};

/**
 * Keeps the browser's install offer for the download page. The event fires once, early,
 * usually before that page's chunk has loaded, so the app entry calls this at start-up.
 */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Instead of the browser's own mini-infobar, the download page offers the install.
    event.preventDefault();
    installState.offer = event as BeforeInstallPromptEvent;
    installState.notify();
  });
  target.addEventListener('appinstalled', () => {
    installState.offer = null;
    installState.installed = true;
    installState.notify();
  });
}
