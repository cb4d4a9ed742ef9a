import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatMessage } from '@platform/shared/api-contract';
import type { ChatRoomViewProps } from './chat-room-view';
import { ChatRoomView } from './chat-room-view';

const at = (minute: number) => `2030-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const messages: ChatMessage[] = [
  { id: 1, conversationId: 1, sender: 'member', staffName: null, text: 'Hi, my deposit has not arrived yet.', clientId: 'a', createdAt: at(1) },
  { id: 2, conversationId: 1, sender: 'staff', staffName: 'alice', text: 'Hello! Could you tell me the amount and the time you paid?', clientId: 'b', createdAt: at(2) },
  { id: 3, conversationId: 1, sender: 'member', staffName: null, text: '100.00 at 9:45,\nby bank transfer.', clientId: 'c', createdAt: at(3) },
];

/** A static room: the real one comes from useChatRoom (launch chat, then the /chat socket). */
const room = (overrides: Partial<ChatRoomViewProps['room']> = {}): ChatRoomViewProps['room'] => ({
  timeline: { conversationId: 1, messages, pending: [], hasMore: true },
  conversation: { id: 1, status: 'open', createdAt: at(0), closedAt: null },
  error: null,
  loading: false,
  connection: 'online',
  loadingOlder: false,
  send: async () => undefined,
  loadOlder: async () => undefined,
  retry: () => undefined,
  ...overrides,
});

const models: ChatRoomViewProps['models'] = [
  { kind: 'builtin' },
  { kind: 'external', label: 'Telegram', url: 'https://t.me/fortuna_support' },
];

const meta: Meta<typeof ChatRoomView> = {
  title: 'member/ChatRoom',
  component: ChatRoomView,
  decorators: [(Story) => <div style={{ width: 440, height: 600, display: 'flex', flexDirection: 'column' }}><Story /></div>],
  args: { models, onOpenExternal: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ChatRoomView>;

export const Conversation: Story = { args: { room: room() } };

/** A message refused by the rate limit (a burst of 5, then 1 a second), with its reason and "Send again". */
export const RateLimited: Story = {
  args: { room: room({ timeline: { conversationId: 1, messages, pending: [{ clientId: 'd', text: 'Hello??', state: 'failed', errorCode: 'RATE_LIMITED' }], hasMore: false } }) },
};

export const Empty: Story = { args: { room: room({ timeline: { conversationId: 1, messages: [], pending: [], hasMore: false } }) } };

export const Reconnecting: Story = { args: { room: room({ connection: 'offline' }) } };

export const ClosedBySupport: Story = {
  args: { room: room({ conversation: { id: 1, status: 'closed', createdAt: at(0), closedAt: at(5) } }) },
};

export const Loading: Story = { args: { room: room({ loading: true }) } };
