import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@platform/shared/api-contract';
import { EMPTY_TIMELINE, chatTimelineReducer } from '@platform/member/data-access';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { ChatMessageList } from './chat-message-list';
import { ChatSendForm } from './chat-send-form';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const message = (id: number, sender: ChatMessage['sender'], text: string, clientId: string | null = null, staffName: string | null = null): ChatMessage => ({
  id,
  conversationId: 7,
  sender,
  staffName,
  text,
  clientId,
  createdAt: '2030-01-01T10:00:00.000Z',
});

const render = (ui: React.ReactElement) => renderWithApp(ui, { client: fakeClient({}).client, i18n, store: signedInStore() });

describe('chat message list (spec §2 "a chat room")', () => {
  it('shows each message as plain text in a live log, the viewer\'s own as "You"', () => {
    render(<ChatMessageList viewer="member" messages={[message(1, 'member', '<b>bold?</b>\nline two'), message(2, 'staff', 'Hello from support')]} />);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByTestId('chat-message');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('You');
    // Markup in a message is text, never HTML.
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[0]).toHaveTextContent('<b>bold?</b>');
    expect(items[1]).toHaveTextContent('Support');
  });

  it('names the member of staff on each reply ("Support · alice"), on the player\'s side and to the other staff', () => {
    const messages = [message(1, 'staff', 'older reply'), message(2, 'staff', 'from alice', null, 'alice'), message(3, 'staff', 'from bob', null, 'bob')];
    const { unmount } = render(<ChatMessageList viewer="member" messages={messages} />);
    const seen = () => screen.getAllByTestId('chat-message').map((item) => item.querySelector('strong')?.textContent);
    expect(seen()).toEqual(['Support', 'Support · alice', 'Support · bob']);
    unmount();
    // In the console, bob's own replies read "You"; alice's keep her name.
    render(<ChatMessageList viewer="staff" staffName="bob" messages={messages} />);
    expect(seen()).toEqual(['You', 'Support · alice', 'You']);
  });

  it('names the member on the staff side and shows the empty state', () => {
    const { unmount } = render(<ChatMessageList viewer="staff" memberName="alice01" messages={[message(1, 'member', 'hi')]} />);
    expect(screen.getByTestId('chat-message')).toHaveTextContent('alice01');
    unmount();
    render(<ChatMessageList viewer="member" messages={[]} />);
    expect(screen.getByText('No messages yet. Ask us anything.')).toBeInTheDocument();
  });

  it('shows a refused message with its translated reason and sends it again on request', () => {
    const onResend = vi.fn();
    const pending = [{ clientId: 'c1', text: 'too fast', state: 'failed' as const, errorCode: 'RATE_LIMITED' }];
    render(<ChatMessageList viewer="member" messages={[]} pending={pending} onResend={onResend} errorText={(code) => `error ${code}`} />);
    expect(screen.getByRole('alert')).toHaveTextContent('error RATE_LIMITED');
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onResend).toHaveBeenCalledWith(pending[0]);
  });

  it('offers older messages when there are more', () => {
    const onLoadOlder = vi.fn();
    render(<ChatMessageList viewer="member" messages={[message(5, 'member', 'x')]} hasMore onLoadOlder={onLoadOlder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(onLoadOlder).toHaveBeenCalled();
  });
});

describe('chat send form', () => {
  it('sends with Enter, keeps Shift+Enter for a new line, and clears the field', () => {
    const onSend = vi.fn();
    render(<ChatSendForm label="Message" onSend={onSend} />);
    const field = screen.getByLabelText('Message');
    fireEvent.change(field, { target: { value: 'Where is my deposit?' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Where is my deposit?');
    expect(field).toHaveValue('');
  });

  it('refuses a blank message and caps the text at 1,000 characters with a counter', () => {
    const onSend = vi.fn();
    render(<ChatSendForm label="Message" onSend={onSend} />);
    const field = screen.getByLabelText('Message');
    expect(field).toHaveAttribute('maxLength', String(CHAT_MESSAGE_MAX_LENGTH));
    fireEvent.change(field, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(screen.getByTestId('chat-send-counter')).toHaveTextContent('3 / 1000');
  });

  it('does not send while disabled and says why', () => {
    const onSend = vi.fn();
    render(<ChatSendForm label="Message" onSend={onSend} disabled disabledReason="Connecting…" />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(/Connecting…/)).toBeInTheDocument();
  });
});

describe('chat timeline', () => {
  it('replaces a pending message by its stored copy, ignores duplicates and other conversations', () => {
    let state = chatTimelineReducer(EMPTY_TIMELINE, { type: 'loaded', conversationId: 7, messages: [message(1, 'staff', 'hi')], hasMore: false });
    state = chatTimelineReducer(state, { type: 'sending', clientId: 'c1', text: 'question' });
    expect(state.pending).toHaveLength(1);
    state = chatTimelineReducer(state, { type: 'received', message: message(2, 'member', 'question', 'c1') });
    state = chatTimelineReducer(state, { type: 'received', message: message(2, 'member', 'question', 'c1') });
    state = chatTimelineReducer(state, { type: 'received', message: { ...message(3, 'staff', 'elsewhere'), conversationId: 8 } });
    expect(state.pending).toEqual([]);
    expect(state.messages.map((m) => m.id)).toEqual([1, 2]);
    // A resync after a reconnect merges what arrived meanwhile.
    state = chatTimelineReducer(state, { type: 'loaded', conversationId: 7, messages: [message(2, 'member', 'question', 'c1'), message(4, 'staff', 'answer')], hasMore: false });
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 4]);
  });
});
