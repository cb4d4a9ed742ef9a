import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { ChatMessage, StaffConversation } from '@platform/shared/api-contract';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { SupportLiveProvider, merchantCodeAtom, type SupportLiveConnect, type SupportLiveHandlers } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { SupportScreen } from './support-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});

const AT = '2030-01-01T10:00:00.000Z';
const conversation: StaffConversation = {
  id: 7,
  merchantCode: 'FORTUNA',
  account: 'demo01',
  status: 'open',
  createdAt: AT,
  lastMessageAt: AT,
  lastMessage: { sender: 'member', text: 'Hello?' },
  unread: 1,
};
const message = (id: number, text: string): ChatMessage => ({ id, conversationId: 7, sender: 'member', staffName: null, text, clientId: null, createdAt: AT });

/** The screen with a fake feed: the test pushes what the gateway's socket would. */
function setup(initial: { conversations: StaffConversation[]; messages: ChatMessage[] } = { conversations: [], messages: [] }) {
  const stored = { ...initial };
  const { client, calls } = fakeClient({
    backofficeMe: () => ({ staff: { id: 1, name: 'sue', grants: [], permissions: {}, disabled: false, createdAt: AT, lastLoginAt: null }, idleMinutes: 15 }),
    backofficeChatConversations: () => ({ conversations: stored.conversations }),
    backofficeChatConversation: () => ({ conversation, messages: stored.messages, hasMore: false }),
    backofficeChatRead: () => ({ unread: 0 }),
  });
  let feed: SupportLiveHandlers | null = null;
  const opened: string[] = [];
  const connect: SupportLiveConnect = (merchantCode, handlers) => {
    opened.push(merchantCode);
    feed = handlers;
    handlers.onStatus('live');
    return () => undefined;
  };
  const store = createStore();
  store.set(merchantCodeAtom, 'FORTUNA');
  renderWithApp(
    <SupportLiveProvider connect={connect}>
      <SupportScreen />
    </SupportLiveProvider>,
    { client, i18n, store },
  );
  const push = (item: ChatMessage) => act(() => feed!.onMessage({ ...item, merchantCode: 'FORTUNA', account: 'demo01' }));
  return { stored, calls, opened, push };
}

describe('the support console (pushed, never polled)', () => {
  it("opens the merchant's feed and shows a new chat when it is pushed", async () => {
    const { stored, calls, opened, push } = setup();
    await waitFor(() => expect(screen.getByTestId('support-live')).toHaveAttribute('data-status', 'live'));
    expect(opened).toEqual(['FORTUNA']);
    expect(await screen.findByText('No open conversations.')).toBeInTheDocument();
    const asked = calls.filter((call) => call.id === 'backofficeChatConversations').length;

    stored.conversations = [conversation];
    stored.messages = [message(1, 'Hello?')];
    push(stored.messages[0]!);
    expect(await screen.findByRole('button', { name: /demo01/ })).toHaveTextContent('1 unread');
    expect(calls.filter((call) => call.id === 'backofficeChatConversations').length).toBe(asked + 1);
  });

  it('shows a message pushed into the open conversation', async () => {
    const { stored, push } = setup({ conversations: [conversation], messages: [message(1, 'Hello?')] });
    fireEvent.click(await screen.findByRole('button', { name: /demo01/ }));
    await waitFor(() => expect(screen.getByTestId('support-messages')).toHaveTextContent('Hello?'));
    stored.messages = [...stored.messages, message(2, 'Anyone there?')];
    push(stored.messages[1]!);
    await waitFor(() => expect(screen.getByTestId('support-messages')).toHaveTextContent('Anyone there?'));
  });
});
