import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { AppDownloadPage } from '../pages/app-download-page';
import { renderShell } from '../testing/render-shell';
import { captureInstallPrompt } from './install-prompt';

// jsdom has no canvas for the QR encoder; the QrCode itself is tested in the ui-kit.
vi.mock('qrcode', () => ({ default: { toCanvas: async () => undefined, toDataURL: async () => 'data:image/png;base64,' } }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
  captureInstallPrompt(window);
});

/** A stand-in for Chromium's BeforeInstallPromptEvent, answering the dialog with `outcome`. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('app download page: install the web app (issue 11 PWA)', () => {
  it('always shows the iPhone "Add to Home Screen" steps, and no install button without an offer', async () => {
    renderShell(<AppDownloadPage />, { i18n });
    expect(await screen.findByTestId('install-app-ios')).toHaveTextContent('Tap the Share button, then "Add to Home Screen".');
    expect(screen.queryByTestId('install-app-button')).toBeNull();
  });

  it("offers the browser's install dialog once it is available, and says when the app is installed", async () => {
    renderShell(<AppDownloadPage />, { i18n });
    await screen.findByTestId('install-app');
    const dismissed = installOffer('dismissed');
    act(() => void window.dispatchEvent(dismissed.event));
    // The browser's own mini-infobar is held back in favour of this button.
    expect(dismissed.event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByTestId('install-app-button'));
    await waitFor(() => expect(dismissed.prompt).toHaveBeenCalledTimes(1));
    // An offer is used once: dismissed, the button goes until the browser offers again.
    await waitFor(() => expect(screen.queryByTestId('install-app-button')).toBeNull());

    const accepted = installOffer('accepted');
    act(() => void window.dispatchEvent(accepted.event));
    fireEvent.click(await screen.findByTestId('install-app-button'));
    expect(await screen.findByTestId('install-app-done')).toHaveTextContent('The app is installed.');
  });
});
