import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { renderShell } from '../testing/render-shell';
import { FeedbackHost } from './feedback-host';
import { HelpPopup } from './help-popup';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const handlers = { feedbackConfig: () => ({ minWords: 10, maxWords: 500 }) };

function signedIn() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true });
  return store;
}

describe('feedbackModal (spec §2 popups, §6 members give feedback)', () => {
  it('opens on ?feedback=1 for a member, lazily, and closing drops the parameter', async () => {
    renderShell(<FeedbackHost />, { i18n, handlers, path: '/?feedback=1', store: signedIn() });
    const modal = await screen.findByTestId('feedbackModal');
    expect(within(modal).getByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    expect(within(modal).getByTestId('feedback-form')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('feedbackModal')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('asks a guest to log in first and shows no feedback form', async () => {
    const store = createStore();
    renderShell(<FeedbackHost />, { i18n, handlers, path: '/?feedback=1', store });
    await waitFor(() => expect(store.get(authPopupAtom)).toBe('login'));
    expect(screen.queryByTestId('feedbackModal')).not.toBeInTheDocument();
  });

  it('stays closed without the parameter', async () => {
    const store = signedIn();
    renderShell(<FeedbackHost />, { i18n, handlers, path: '/', store });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('feedbackModal')).not.toBeInTheDocument();
    expect(store.get(authPopupAtom)).toBeNull();
  });
});

describe('helpModal (spec §2, §7 help centre: lang, device WEB)', () => {
  it('asks the help centre for the language and device WEB, and links on to feedback', async () => {
    const { calls } = renderShell(<HelpPopup onClose={() => undefined} />, {
      i18n,
      handlers: { helpCentre: () => [{ id: 1, title: 'Deposits', content: '<p>How to deposit</p>' }] },
      path: '/help',
    });
    expect(await screen.findByRole('button', { name: 'Deposits' })).toHaveAttribute('aria-expanded', 'true');
    expect(calls.find((call) => call.id === 'helpCentre')?.request).toEqual({ lang: 'EN', device: 'WEB' });
    expect(screen.getByTestId('help-feedback')).toHaveAttribute('href', '/?feedback=1');
  });

  it('says so when the help centre cannot be loaded', async () => {
    renderShell(<HelpPopup onClose={() => undefined} />, {
      i18n,
      handlers: {
        helpCentre: () => {
          throw new Error('down');
        },
      },
      path: '/help',
    });
    expect(await screen.findByTestId('help-error')).toHaveTextContent('The help centre could not be loaded');
  });
});
