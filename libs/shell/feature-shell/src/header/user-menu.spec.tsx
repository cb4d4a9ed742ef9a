import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { renderShell } from '../testing/render-shell';
import { UserMenu } from './user-menu';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

function memberStore() {
  const store = createStore();
  store.set(tokenAtom, 'token-1');
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true });
  return store;
}

/** Text a sighted user sees in the element: what is not inside a visually hidden (1 px, clipped) box. */
function shownText(element: Element): string {
  return Array.from(element.querySelectorAll('*'))
    .filter((el) => el.children.length === 0 && !el.closest('[data-testid="member-account"]'))
    .map((el) => el.textContent ?? '')
    .join('')
    .trim();
}

describe('the phone header user menu (issue 21 §3)', () => {
  it("shows a drawn figure, no character of a phone-number account, so all it shows is in its name (WCAG 2.5.3)", async () => {
    renderShell(<UserMenu compact />, {
      i18n,
      store: memberStore(),
      handlers: {
        memberInfo: () => ({ account: '11912345678' }),
        unreadMessageCount: () => ({ count: 0 }),
      },
    });
    const button = screen.getByTestId('user-menu');
    await waitFor(() => expect(button).toHaveAccessibleName(/^11912345678 · /));
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(shownText(button)).toBe('');
  });
});
