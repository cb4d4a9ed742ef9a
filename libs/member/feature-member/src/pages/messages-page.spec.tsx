import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError, checkImage, imageKindOf } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { feedbackWordsOk, FeedbackForm } from './feedback-form';
import { MessagesPage } from './messages-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

function inbox() {
  const state = [
    { id: 2, title: 'Bonus credited', content: '<p>Enjoy<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"></p>', read: false, createdAt: '2030-01-02T10:00:00.000Z' },
    { id: 1, title: 'Welcome', content: '<p>Hi</p>', read: true, createdAt: '2030-01-01T10:00:00.000Z' },
  ];
  return {
    state,
    handlers: {
      messages: () => ({ pageNo: 1, pageSize: 8, total: state.length, totalPages: 1, unread: state.filter((m) => !m.read).length, rows: state }),
      readMessage: (request: unknown) => {
        const { id } = request as { id?: number };
        for (const message of state) if (id === undefined || message.id === id) message.read = true;
        return { updated: 1, unread: state.filter((m) => !m.read).length };
      },
      deleteMessage: (request: unknown) => {
        const index = state.findIndex((m) => m.id === (request as { id: number }).id);
        state.splice(index, 1);
        return { deleted: true, unread: state.filter((m) => !m.read).length };
      },
    },
  };
}

describe('messageV2, platform messages (spec §2)', () => {
  it('lists messages with the unread count; opening one shows its sanitised HTML and marks it read', async () => {
    const { handlers } = inbox();
    const { client, calls } = fakeClient(handlers);
    renderWithApp(<MessagesPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('messages-unread')).toHaveTextContent('1 unread message');
    expect(calls[0]?.request).toEqual({ filter: 'all', pageNo: 1, pageSize: 8 });
    const toggle = screen.getByRole('button', { name: /Bonus credited\s*\(unread\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const content = await screen.findByTestId('message-content');
    expect(content).toHaveTextContent('Enjoy');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await waitFor(() => expect(calls.some((c) => c.id === 'readMessage' && (c.request as { id: number }).id === 2)).toBe(true));
    expect(await screen.findByTestId('messages-unread')).toHaveTextContent('0 unread messages');
  });

  it('deletes a message, filters unread ones from page 1, and shows the no-data view', async () => {
    const { handlers } = inbox();
    const { client, calls } = fakeClient(handlers);
    renderWithApp(<MessagesPage />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: /Welcome/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the message Welcome' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(calls.at(-1)?.request).toEqual({ filter: 'unread', pageNo: 1, pageSize: 8 }));
  });

  it('shows the empty and error states', async () => {
    const empty = fakeClient({ messages: () => ({ pageNo: 1, pageSize: 8, total: 0, totalPages: 0, unread: 0, rows: [] }) });
    const { unmount } = renderWithApp(<MessagesPage />, { client: empty.client, i18n, store: signedInStore() });
    // Issue 21: the empty state says what the page is for.
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('Messages from the site, such as bonus and account notices, arrive here.');
    unmount();
    const failing = fakeClient({
      messages: () => {
        throw new ApiError('TRIAL_BLOCKED', 'no', 403);
      },
    });
    renderWithApp(<MessagesPage />, { client: failing.client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('messages-error')).toHaveTextContent('Please Register An Account First');
  });
});

describe('feedback (spec §5 word bounds, §7 PUT)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  it('counts words between the bounds, 10 and 500 by default', () => {
    const bounds = { minWords: 10, maxWords: 500 };
    expect(feedbackWordsOk(words(9), bounds)).toBe(false);
    expect(feedbackWordsOk(words(10), bounds)).toBe(true);
    expect(feedbackWordsOk(`  ${words(500)}\n`, bounds)).toBe(true);
    expect(feedbackWordsOk(words(501), bounds)).toBe(false);
  });

  it("refuses too few words with the merchant's bounds before sending, then sends with an idempotency key", async () => {
    const { client, calls } = fakeClient({
      feedbackConfig: () => ({ minWords: 3, maxWords: 5 }),
      feedback: () => ({ id: 1, words: 3, createdAt: '2030-01-01T00:00:00.000Z' }),
    });
    renderWithApp(<FeedbackForm />, { client, i18n, store: signedInStore() });
    await screen.findByText('0 words (between 3 and 5)');
    fireEvent.change(screen.getByLabelText('* Your feedback'), { target: { value: 'too short' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-content-error')).toHaveTextContent('Feedback content must be between 3 and 5 words');
    expect(calls.some((c) => c.id === 'feedback')).toBe(false);
    fireEvent.change(screen.getByLabelText('* Your feedback'), { target: { value: ' one two three ' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-sent')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'feedback')?.request).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: 'one two three',
      uploadIds: [],
    });
  });

  it('translates the server word-count refusal with its bounds', async () => {
    const { client } = fakeClient({
      feedbackConfig: () => ({ minWords: 1, maxWords: 500 }),
      feedback: () => {
        throw new ApiError('FEEDBACK_WORD_COUNT', 'no', 400, { min: 10, max: 500, words: 2 });
      },
    });
    renderWithApp(<FeedbackForm />, { client, i18n, store: signedInStore() });
    await screen.findByText('0 words (between 1 and 500)');
    fireEvent.change(screen.getByLabelText('* Your feedback'), { target: { value: 'two words' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent('Feedback content must be between 10 and 500 words');
  });

  it('accepts png and jpg by magic bytes only, at most 5 MB (spec §9)', async () => {
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    expect(await checkImage(svg)).toEqual({ ok: false, problem: 'not_an_image' });
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    expect(await checkImage(big)).toEqual({ ok: false, problem: 'too_large' });
  });
});
