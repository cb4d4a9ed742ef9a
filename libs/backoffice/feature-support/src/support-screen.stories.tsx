import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BackofficeSupportMessageEvent, ChatMessage, Staff, StaffConversation } from '@platform/shared/api-contract';
import { SupportLiveProvider, merchantCodeAtom, type SupportLiveConnect, type SupportLiveHandlers } from '@platform/backoffice/data-access';
import { createBackofficeI18n, isBackofficeLanguage } from '@platform/backoffice/i18n';
import { SupportScreen } from './support-screen';

/*
 * The signed-in back-office support console (issue 22 §3, issue 24 "the support console"): the
 * calls come from the story gateway (parameters.api, checked against the contract) and the live
 * feed is injected (SupportLiveProvider), so a story can push a player's message as the gateway's
 * socket would.
 */

const M = 'FORTUNA';
const AT = '2026-11-20T10:00:00.000Z';

const sue: Staff = {
  id: 3,
  name: 'sue',
  grants: [{ role: 'support', merchantCode: M }],
  permissions: { [M]: ['players.read', 'players.note', 'support.chat'] },
  disabled: false,
  createdAt: AT,
  lastLoginAt: AT,
};

const conversationOf = (id: number, account: string, unread: number, text: string, minutes: number): StaffConversation => ({
  id,
  merchantCode: M,
  account,
  status: 'open',
  createdAt: AT,
  lastMessageAt: new Date(Date.parse(AT) + minutes * 60_000).toISOString(),
  lastMessage: { sender: 'member', text },
  unread,
});

const message = (id: number, sender: 'member' | 'staff', text: string, minutes: number): ChatMessage => ({
  id,
  conversationId: 41,
  sender,
  staffName: sender === 'staff' ? 'sue' : null,
  text,
  clientId: null,
  createdAt: new Date(Date.parse(AT) + minutes * 60_000).toISOString(),
});

/** Each story gets its own copy, so a push in one story never shows in another. */
function chatData() {
  const messages: ChatMessage[] = [
    message(901, 'member', 'Hello, my deposit of 50.00 has not arrived yet.', 0),
    message(902, 'staff', 'Hello! Let me check that for you.', 1),
    message(903, 'member', 'Thank you, it was about ten minutes ago.', 2),
  ];
  const conversations = [
    conversationOf(41, 'demo01', 1, 'Thank you, it was about ten minutes ago.', 2),
    conversationOf(42, 'lucky_star', 2, 'Can I change my withdrawal bank account?', 1),
    conversationOf(43, 'player_77', 0, 'Thanks, all good now.', 0),
  ];
  return { messages, conversations };
}

/** The fake live feed: connects at once, and lets a play function push what the gateway would. */
function storyFeed() {
  let handlers: SupportLiveHandlers | null = null;
  const connect: SupportLiveConnect = (_merchantCode, next) => {
    handlers = next;
    next.onStatus('live');
    return () => {
      handlers = null;
    };
  };
  const push = (event: BackofficeSupportMessageEvent) => handlers?.onMessage(event);
  return { connect, push };
}

/** The back office speaks EN and PT with catalogues of its own, not the player's. */
function BackofficeLocale({ locale, children }: { locale: string; children: ReactNode }) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void createBackofficeI18n(isBackofficeLanguage(locale) ? locale : 'EN').then((instance) => {
      if (live) setI18n(instance);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : null;
}

const withBackofficeLocale: Decorator = (Story, context) => (
  <BackofficeLocale locale={String(context.globals['locale'] ?? 'EN')}>
    <Story />
  </BackofficeLocale>
);

/** One story's data and feed, made when it renders. */
function consoleStory(): Pick<StoryObj, 'parameters' | 'render'> & { feed: ReturnType<typeof storyFeed>; data: ReturnType<typeof chatData> } {
  const data = chatData();
  const feed = storyFeed();
  return {
    feed,
    data,
    render: () => (
      <SupportLiveProvider connect={feed.connect}>
        <SupportScreen />
      </SupportLiveProvider>
    ),
    parameters: {
      initStore: (store: { set: (atom: typeof merchantCodeAtom, value: string) => void }) => store.set(merchantCodeAtom, M),
      api: {
        backofficeMe: { staff: sue, idleMinutes: 15 },
        backofficeChatConversations: () => ({ conversations: data.conversations }),
        backofficeChatConversation: (request: { id: number }) => ({
          conversation: data.conversations.find((item) => item.id === Number(request.id)) ?? data.conversations[0]!,
          messages: Number(request.id) === 41 ? data.messages : [],
          hasMore: false,
        }),
        backofficeChatRead: { unread: 0 },
        backofficeChatReply: (request: { text: string; clientId: string }) => {
          const sent = { ...message(data.messages.length + 901, 'staff', request.text, 5), clientId: request.clientId };
          data.messages.push(sent);
          return sent;
        },
      },
    },
  };
}

const meta: Meta = {
  title: 'Back office/Support console',
  decorators: [withBackofficeLocale],
};
export default meta;

const list = consoleStory();
/** Signed in as a support user: the open conversations with their unread counts, live. */
export const ConversationList: StoryObj = {
  render: list.render,
  parameters: list.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /demo01/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /lucky_star/ })).toHaveTextContent('2 unread');
    await expect(canvas.getByTestId('support-live')).toHaveAttribute('data-status', 'live');
  },
};

const portuguese = consoleStory();
/** The same list in Portuguese (the back office's own catalogue). */
export const ConversationListPortuguese: StoryObj = {
  render: portuguese.render,
  parameters: portuguese.parameters,
  globals: { locale: 'PT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /lucky_star/ })).toHaveTextContent('2 por ler');
  },
};

const open = consoleStory();
/** A conversation opened; then the player writes again and the console shows it without a reload. */
export const OpenConversation: StoryObj = {
  render: open.render,
  parameters: open.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /demo01/ }));
    const messages = await canvas.findByTestId('support-messages');
    await waitFor(() => expect(messages).toHaveTextContent('about ten minutes ago'));
    // As the gateway does: the message is stored, then pushed; the console refetches.
    const arrived = message(904, 'member', 'It has arrived now, thanks!', 3);
    // Idempotent: a replayed play function (Storybook's "rerun") pushes the same message once.
    if (!open.data.messages.some((item) => item.id === arrived.id)) open.data.messages.push(arrived);
    open.feed.push({ ...arrived, merchantCode: M, account: 'demo01' });
    await waitFor(() => expect(canvas.getByTestId('support-messages')).toHaveTextContent('It has arrived now, thanks!'));
    await expect(canvas.getByTestId('support-reply')).toBeVisible();
  },
};
