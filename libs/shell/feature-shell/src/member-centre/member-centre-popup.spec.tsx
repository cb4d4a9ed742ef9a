import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createStore } from 'jotai';
import { createI18n } from '@platform/shared/i18n';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { MemberCentrePopup } from './member-centre-popup';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

function signedIn() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  return store;
}

describe('member centre popup on phones (issue 21 §1)', () => {
  it('is a sheet: full screen below 600 px, the same popup above', async () => {
    const { client } = fakeClient({});
    renderWithApp(<MemberCentrePopup isTrial={false} />, { client, i18n, store: signedIn() });
    const dialog = await screen.findByTestId('memberCentreModal');
    expect(dialog).toHaveAttribute('data-sheet', 'true');
    expect(dialog.style.width).toBe('960px');
  });

  it('the menu is a strip that scrolls sideways by itself and brings a far-right page into view when it opens', async () => {
    const { client } = fakeClient({});
    renderWithApp(<MemberCentrePopup isTrial={false} />, { client, i18n, store: signedIn() });
    const strip = await screen.findByTestId('member-centre-menu');
    expect(strip).toHaveAttribute('data-scroll-x');
    // jsdom has no layout: give the strip and the last tab the sizes a 360 px phone has.
    Object.defineProperties(strip, {
      scrollWidth: { configurable: true, value: 1700 },
      clientWidth: { configurable: true, value: 360 },
      offsetLeft: { configurable: true, value: 0 },
    });
    const scrollTo = vi.fn();
    strip.scrollTo = scrollTo as unknown as typeof strip.scrollTo;
    const last = screen.getByTestId('mc-responsibleGaming');
    Object.defineProperties(last, {
      offsetLeft: { configurable: true, value: 1500 },
      offsetWidth: { configurable: true, value: 120 },
    });
    fireEvent.click(last);
    expect(last).toHaveAttribute('aria-current', 'page');
    // Centred in the strip: 1500 − (360 − 120) / 2.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1380 });
  });

  it('keeps the page region named for the e2e layout check and a page label per tab, never a raw key', async () => {
    const { client } = fakeClient({});
    renderWithApp(<MemberCentrePopup isTrial={false} />, { client, i18n, store: signedIn() });
    await screen.findByTestId('member-centre-page');
    const labels = Array.from(screen.getByTestId('member-centre-menu').querySelectorAll('button')).map((button) => button.textContent ?? '');
    expect(labels.length).toBeGreaterThanOrEqual(13);
    for (const label of labels) expect(label).not.toMatch(/^[a-z_]+\.[a-zA-Z_.]+$/);
  });
});
