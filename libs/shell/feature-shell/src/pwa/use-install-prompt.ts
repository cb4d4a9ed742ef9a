import { useSyncExternalStore } from 'react';
import { installState } from './install-prompt';

function subscribe(listener: () => void): () => void {
  installState.listeners.add(listener);
  return () => installState.listeners.delete(listener);
}

export interface InstallPrompt {
  /** The browser offers installation and the player has not answered yet. */
  canInstall: boolean;
  installed: boolean;
  /** Shows the browser's install dialog; the offer can be used once. */
  install: () => Promise<void>;
}

export function useInstallPrompt(): InstallPrompt {
  const offer = useSyncExternalStore(subscribe, () => installState.offer, () => null);
  const installed = useSyncExternalStore(subscribe, () => installState.installed, () => false);
  return {
    canInstall: offer !== null,
    installed,
    install: async () => {
      if (!offer) return;
      installState.offer = null;
      installState.notify();
      await offer.prompt();
      if ((await offer.userChoice).outcome === 'accepted') {
        installState.installed = true;
        installState.notify();
      }
    },
  };
}
