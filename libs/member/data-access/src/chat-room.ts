import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ChatConversation } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { fetchChatHistory, fetchLaunchChat } from './chat-history';
import { openChatSocket, type ChatSocket } from './chat-socket';
import { EMPTY_TIMELINE, chatTimelineReducer, type ChatTimeline } from './chat-timeline';

export type ChatConnection = 'connecting' | 'online' | 'offline' | 'refused';

export interface ChatRoom {
  timeline: ChatTimeline;
  conversation: ChatConversation | null;
  /** Launch failed (the error to show); retry() tries again. */
  error: ApiError | null;
  loading: boolean;
  connection: ChatConnection;
  loadingOlder: boolean;
  send(text: string, clientId?: string): Promise<void>;
  loadOlder(): Promise<void>;
  /** Launches again: after an error, or to start a new conversation once support closed this one. */
  retry(): void;
}

/**
 * The member's chat room (spec §2): launch chat (resume or start the conversation, with its newest
 * history), then the /chat socket for live messages. Every reconnect launches again, so whatever
 * arrived while offline shows (messages are stored before they are pushed). The room calls the
 * fetchers itself rather than through the query cache: every launch must reach the gateway (a
 * reconnect must not share a launch already in flight), and the timeline reducer holds the pages.
 */
export function useChatRoom(): ChatRoom {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  const [timeline, dispatch] = useReducer(chatTimelineReducer, EMPTY_TIMELINE);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const socket = useRef<ChatSocket | null>(null);
  const timelineRef = useRef(timeline);
  useEffect(() => {
    timelineRef.current = timeline;
  }, [timeline]);

  const launch = useCallback(async () => {
    try {
      const value = await fetchLaunchChat(client);
      setConversation(value.conversation);
      dispatch({ type: 'loaded', conversationId: value.conversation.id, messages: value.messages, hasMore: value.hasMore });
      setError(null);
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    if (!token) return;
    let closed = false;
    void launch();
    void openChatSocket(
      { token },
      {
        onMessage: (message) => dispatch({ type: 'received', message }),
        onClosed: (closedOne) => setConversation((current) => (current?.id === closedOne.id ? closedOne : current)),
        onConnection: (connected, reconnected) => {
          setConnection(connected ? 'online' : 'offline');
          if (connected && reconnected) void launch();
        },
        onRefused: () => setConnection('refused'),
      },
    ).then((opened) => {
      if (closed) opened.close();
      else socket.current = opened;
    });
    return () => {
      closed = true;
      socket.current?.close();
      socket.current = null;
    };
  }, [token, launch]);

  const send = useCallback(async (text: string, clientId: string = crypto.randomUUID()) => {
    const conversationId = timelineRef.current.conversationId;
    if (conversationId === null) return;
    dispatch({ type: 'sending', clientId, text });
    const ack = socket.current ? await socket.current.send({ conversationId, text, clientId }) : { ok: false as const, code: 'NETWORK', message: '' };
    if (ack.ok) dispatch({ type: 'received', message: ack.message });
    else {
      dispatch({ type: 'failed', clientId, errorCode: ack.code });
      if (ack.code === 'CHAT_CLOSED') setConversation((current) => (current ? { ...current, status: 'closed' } : current));
    }
  }, []);

  const loadOlder = useCallback(async () => {
    const { conversationId, messages } = timelineRef.current;
    const oldest = messages[0];
    if (conversationId === null || !oldest) return;
    setLoadingOlder(true);
    try {
      const value = await fetchChatHistory(client, conversationId, oldest.id);
      dispatch({ type: 'older', messages: value.messages, hasMore: value.hasMore });
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setLoadingOlder(false);
    }
  }, [client]);

  const retry = useCallback(() => {
    setLoading(true);
    void launch();
  }, [launch]);

  return { timeline, conversation, error, loading, connection, loadingOlder, send, loadOlder, retry };
}
