import { CHAT_EVENTS, CHAT_NAMESPACE, LIVE_PATH, type ChatConversation, type ChatMessage, type ChatSend, type ChatSendAck } from '@platform/shared/api-contract';

/** An ack not back by then counts as a network failure; the resend keeps the clientId, so it is stored once. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;

export type ChatAuth = { token: string } | { staffToken: string };

/** A pushed message; the staff room also gets the member's account and merchant. */
export type PushedChatMessage = ChatMessage & { account?: string; merchantCode?: string };

export interface ChatSocketHandlers {
  onMessage(message: PushedChatMessage): void;
  onClosed(conversation: ChatConversation): void;
  /** Connected (true) or lost (false). A reconnect follows a loss: the caller resyncs its history then. */
  onConnection(connected: boolean, reconnected: boolean): void;
  /** The handshake was refused (NOT_LOGGED_IN, FORBIDDEN). */
  onRefused(code: string): void;
}

export interface ChatSocket {
  send(payload: ChatSend): Promise<ChatSendAck>;
  close(): void;
}

/**
 * Opens the chat namespace of the live-event socket. socket.io-client loads on first use, so the
 * chat costs nothing until a chat room or the support console opens.
 */
export async function openChatSocket(auth: ChatAuth, handlers: ChatSocketHandlers): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  const socket = io(CHAT_NAMESPACE, { path: LIVE_PATH, auth, transports: ['websocket', 'polling'] });
  let connectedBefore = false;
  socket.on('connect', () => {
    handlers.onConnection(true, connectedBefore);
    connectedBefore = true;
  });
  socket.on('disconnect', () => handlers.onConnection(false, false));
  socket.on('connect_error', (error: Error) => {
    // A refused handshake does not retry by itself; a network error does.
    if (!socket.active) handlers.onRefused(error.message);
  });
  socket.on(CHAT_EVENTS.message, (message: PushedChatMessage) => handlers.onMessage(message));
  socket.on(CHAT_EVENTS.closed, (conversation: ChatConversation) => handlers.onClosed(conversation));
  return {
    async send(payload) {
      if (!socket.connected) return { ok: false, code: 'NETWORK', message: 'Not connected' };
      try {
        return (await socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck(CHAT_EVENTS.send, payload)) as ChatSendAck;
      } catch {
        return { ok: false, code: 'TIMEOUT', message: 'No answer' };
      }
    },
    close: () => socket.close(),
  };
}
