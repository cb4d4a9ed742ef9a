import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { systemInfoAtom } from '@platform/shared/session';
import { renderShell } from '../testing/render-shell';
import { TEST_BRAND } from '../testing/test-brand';
import { RightSideBar } from './right-side-bar';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('right-side bar (spec §1)', () => {
  it("shows the brand's app-download QR codes and the support contacts, each opening a 440x750 window", () => {
    const store = createStore();
    store.set(systemInfoAtom, {
      resources: [
        { labelNameEn: 'Live support', url: 'https://support.example/chat' },
        { labelNameEn: 'Telegram', url: 'https://t.me/support' },
      ],
    } as never);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderShell(<RightSideBar />, { i18n, store });
    const bar = screen.getByTestId('right-side-bar');
    expect(within(bar).getByAltText('QR code to download the iOS app')).toBeInTheDocument();
    expect(within(bar).getByAltText('QR code to download the Android app')).toBeInTheDocument();
    expect(TEST_BRAND.appDownload.ios).toMatch(/^https:/);
    fireEvent.click(within(bar).getByRole('button', { name: 'Telegram' }));
    expect(open).toHaveBeenCalledWith('https://t.me/support', 'customerService', expect.stringContaining('width=440,height=750'));
  });

  it("labels a contact in the player's language where the brand gives one, else in English", async () => {
    const pt = await createI18n('PT');
    const store = createStore();
    store.set(systemInfoAtom, {
      resources: [
        { labelNameEn: 'Live support', labelNames: { PT: 'Suporte ao vivo' }, url: 'https://support.example/chat' },
        { labelNameEn: 'Telegram', url: 'https://t.me/support' },
      ],
    } as never);
    renderShell(<RightSideBar />, { i18n: pt, store });
    const bar = screen.getByTestId('right-side-bar');
    expect(within(bar).getByRole('button', { name: 'Suporte ao vivo' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Live support' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Telegram' })).toBeInTheDocument();
  });
});
