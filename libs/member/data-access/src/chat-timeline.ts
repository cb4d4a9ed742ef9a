import type { ChatMessage } from '@platform/shared/api-contract';

/** A message of the member's own not yet acknowledged, or refused (then it can be sent again with the same clientId). */
export interface PendingChatMessage {
  clientId: string;
  text: string;
  state: 'sending' | 'failed';
  /** The error code of a refused send (RATE_LIMITED, CHAT_CLOSED, NETWORK …). */
  errorCode?: string;
}

export interface ChatTimeline {
  conversationId: number | null;
  /** Stored messages, oldest first, each once. */
  messages: ChatMessage[];
  pending: PendingChatMessage[];
  hasMore: boolean;
}

export const EMPTY_TIMELINE: ChatTimeline = { conversationId: null, messages: [], pending: [], hasMore: false };

/** Merges stored messages by id (a push may repeat one the history already has), oldest first. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export type ChatTimelineAction =
  | { type: 'loaded'; conversationId: number; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'older'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'received'; message: ChatMessage }
  | { type: 'sending'; clientId: string; text: string }
  | { type: 'failed'; clientId: string; errorCode: string };

/**
 * The chat room's timeline. A history load (launch, or a resync after a reconnect) merges with what
 * is shown; a pushed or acknowledged message replaces its pending copy (same clientId). Messages of
 * another conversation (an old tab's) are ignored.
 */
export function chatTimelineReducer(state: ChatTimeline, action: ChatTimelineAction): ChatTimeline {
  switch (action.type) {
    case 'loaded': {
      const same = state.conversationId === action.conversationId;
      const messages = mergeMessages(same ? state.messages : [], action.messages);
      const stored = new Set(messages.map((m) => m.clientId));
      return {
        conversationId: action.conversationId,
        messages,
        pending: same ? state.pending.filter((p) => !stored.has(p.clientId)) : [],
        hasMore: same && state.messages.length > 0 && state.messages[0]!.id < (action.messages[0]?.id ?? Infinity) ? state.hasMore : action.hasMore,
      };
    }
    case 'older':
      return { ...state, messages: mergeMessages(state.messages, action.messages), hasMore: action.hasMore };
    case 'received':
      if (action.message.conversationId !== state.conversationId) return state;
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: state.pending.filter((p) => p.clientId !== action.message.clientId),
      };
    case 'sending':
      return {
        ...state,
        pending: [...state.pending.filter((p) => p.clientId !== action.clientId), { clientId: action.clientId, text: action.text, state: 'sending' }],
      };
    case 'failed':
      return {
        ...state,
        pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, state: 'failed', errorCode: action.errorCode } : p)),
      };
  }
}
