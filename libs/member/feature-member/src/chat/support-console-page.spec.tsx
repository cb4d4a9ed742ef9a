import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp, type FakeHandler } from '@platform/shared/testing';
import { SupportConsolePage } from './support-console-page';

// The console's socket is not under test here: a stand-in that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, close: () => undefined, active: true, connected: false }),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const conversation = {
  id: 7,
  merchantCode: 'FORTUNA',
  account: 'demo01',
  status: 'open' as const,
  createdAt: '2030-01-01T10:00:00.000Z',
  lastMessageAt: '2030-01-01T10:01:00.000Z',
  lastMessage: { sender: 'member' as const, text: 'Where is my deposit?' },
  unread: 2,
};

function renderConsole(handlers: Record<string, FakeHandler>) {
  const fake = fakeClient({ staffChatMe: () => ({ name: 'alice' }), ...handlers });
  const tokens: string[] = [];
  renderWithApp(
    <SupportConsolePage
      createClient={(token) => {
        tokens.push(token);
        return fake.client;
      }}
    />,
    { client: fakeClient({}).client, i18n },
  );
  return { calls: fake.calls, tokens };
}

describe('support console (/support-console)', () => {
  it('keeps the pasted staff token in sessionStorage only, names who signed in, and lists open conversations with unread counts', async () => {
    const { tokens } = renderConsole({ staffChatConversations: () => ({ conversations: [conversation] }) });
    fireEvent.change(screen.getByLabelText('Staff token'), { target: { value: ' secret-token ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.getByText('Where is my deposit?')).toBeInTheDocument();
    expect(screen.getByTestId('support-console-me')).toHaveTextContent('Signed in as alice');
    expect(sessionStorage.getItem('supportConsoleToken')).toBe('secret-token');
    expect(localStorage.getItem('supportConsoleToken')).toBeNull();
    expect(tokens).toEqual(['secret-token']);
  });

  it('opens a conversation, marks it read and sends a reply', async () => {
    sessionStorage.setItem('supportConsoleToken', 'secret-token');
    const { calls } = renderConsole({
      staffChatConversations: () => ({ conversations: [conversation] }),
      staffChatConversation: () => ({
        conversation,
        messages: [
          { id: 11, conversationId: 7, sender: 'member', staffName: null, text: 'Where is my deposit?', clientId: null, createdAt: conversation.lastMessageAt },
          { id: 12, conversationId: 7, sender: 'staff', staffName: 'bob', text: 'Looking into it', clientId: null, createdAt: conversation.lastMessageAt },
        ],
        hasMore: false,
      }),
      staffChatRead: () => ({ unread: 0 }),
      staffChatReply: (request) => ({ id: 13, conversationId: 7, sender: 'staff', staffName: 'alice', text: (request as { text: string }).text, clientId: null, createdAt: conversation.lastMessageAt }),
    });
    fireEvent.click(await screen.findByTestId('support-console-conversation'));
    expect(await screen.findByTestId('support-console-thread')).toHaveTextContent('Where is my deposit?');
    // Another member of staff's reply carries their name.
    expect(screen.getByTestId('support-console-thread')).toHaveTextContent('Support · bob');
    await waitFor(() => expect(calls.find((c) => c.id === 'staffChatRead')?.request).toEqual({ conversationId: 7, lastMessageId: 12 }));
    const reply = screen.getByLabelText('Reply');
    fireEvent.change(reply, { target: { value: 'On its way' } });
    fireEvent.keyDown(reply, { key: 'Enter' });
    await waitFor(() => expect(calls.find((c) => c.id === 'staffChatReply')?.request).toMatchObject({ conversationId: 7, text: 'On its way' }));
  });

  it('says so when the token is refused, and forgets it on request', async () => {
    sessionStorage.setItem('supportConsoleToken', 'wrong');
    renderConsole({
      staffChatConversations: () => {
        throw new ApiError('FORBIDDEN', 'no', 401);
      },
    });
    expect(await screen.findByTestId('support-console-refused')).toHaveTextContent('This staff token was refused.');
    fireEvent.click(screen.getByRole('button', { name: 'Forget the token' }));
    expect(sessionStorage.getItem('supportConsoleToken')).toBeNull();
    expect(screen.getByLabelText('Staff token')).toBeInTheDocument();
  });

  it('refuses an unknown staff token even before the list answers (who-am-I is FORBIDDEN)', async () => {
    sessionStorage.setItem('supportConsoleToken', 'wrong');
    renderConsole({
      staffChatMe: () => {
        throw new ApiError('FORBIDDEN', 'no', 401);
      },
      staffChatConversations: () => ({ conversations: [] }),
    });
    expect(await screen.findByTestId('support-console-refused')).toHaveTextContent('This staff token was refused.');
  });

  it('shows the empty state', async () => {
    sessionStorage.setItem('supportConsoleToken', 'secret-token');
    renderConsole({ staffChatConversations: () => ({ conversations: [] }) });
    expect(await screen.findByText('No open conversations.')).toBeInTheDocument();
  });
});
