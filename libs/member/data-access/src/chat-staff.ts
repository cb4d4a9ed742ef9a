import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffChatCloseCall,
  staffChatConversationCall,
  staffChatConversationsCall,
  staffChatMeCall,
  staffChatReadCall,
  staffChatReplyCall,
  type ChatConversation,
  type ResponseOf,
} from '@platform/shared/api-contract';
import { createApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { chatKeys } from './chat';
import { openChatSocket, type PushedChatMessage } from './chat-socket';

/** The support console keeps the staff token (SUPPORT_STAFF) for this tab only: sessionStorage, never localStorage. */
export const STAFF_TOKEN_KEY = 'supportConsoleToken';

/**
 * An API client for the support console: the staff routes take the member of staff's own token as
 * a Bearer token, which the member client never sends, so this client adds it to every call.
 */
export function createStaffClient(staffToken: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ApiClient {
  return createApiClient({
    baseUrl: '',
    getToken: () => null,
    getMerchantCode: () => null,
    fetchImpl: (url, init) => fetchImpl(url, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${staffToken}` } }),
  });
}

interface StaffSession {
  token: string;
  client: ApiClient;
}

const StaffContext = createContext<StaffSession | null>(null);

export function StaffClientProvider({ token, client, children }: { token: string; client: ApiClient; children: ReactNode }) {
  return createElement(StaffContext.Provider, { value: { token, client } }, children);
}

function useStaff(): StaffSession {
  const session = useContext(StaffContext);
  if (!session) throw new Error('useStaff… must be used inside <StaffClientProvider>');
  return session;
}

/** Who this staff token belongs to (the name every reply records); FORBIDDEN for an unknown token. */
export function useStaffMe() {
  const { token, client } = useStaff();
  return useQuery<ResponseOf<typeof staffChatMeCall>, ApiError>({
    queryKey: chatKeys.staffMe(token),
    queryFn: () => client.call(staffChatMeCall, {}),
    retry: false,
    staleTime: Infinity,
  });
}

/** Open conversations with unread counts, most recent first. */
export function useStaffConversations() {
  const { token, client } = useStaff();
  return useQuery<ResponseOf<typeof staffChatConversationsCall>, ApiError>({ queryKey: chatKeys.staffList(token), queryFn: () => client.call(staffChatConversationsCall, {}), retry: false });
}

/** One conversation and its newest history. */
export function useStaffConversation(id: number | null) {
  const { token, client } = useStaff();
  return useQuery<ResponseOf<typeof staffChatConversationCall>, ApiError>({
    queryKey: chatKeys.staffConversation(token, id ?? 0),
    queryFn: () => client.call(staffChatConversationCall, { id: id! }),
    enabled: id !== null,
  });
}

export function useStaffMarkRead() {
  const { token, client } = useStaff();
  const queryClient = useQueryClient();
  return useMutation<{ unread: number }, ApiError, { conversationId: number; lastMessageId: number }>({
    mutationFn: (input) => client.call(staffChatReadCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.staffList(token) }),
  });
}

export function useStaffReply() {
  const { token, client } = useStaff();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { conversationId: number; text: string; clientId: string }>({
    mutationFn: (input) => client.call(staffChatReplyCall, input),
    onSuccess: (_value, input) => queryClient.invalidateQueries({ queryKey: chatKeys.staffConversation(token, input.conversationId) }),
  });
}

export function useStaffClose() {
  const { token, client } = useStaff();
  const queryClient = useQueryClient();
  return useMutation<ChatConversation, ApiError, number>({
    mutationFn: (conversationId) => client.call(staffChatCloseCall, { conversationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.staff(token) }),
  });
}

/**
 * The console's socket: it joins the staff room, so every new message and close refreshes the list
 * and the open conversation. A reconnect refreshes both too (anything missed is in the history).
 */
export function useStaffLiveUpdates(onMessage?: (message: PushedChatMessage) => void): 'connecting' | 'online' | 'offline' | 'refused' {
  const { token } = useStaff();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'connecting' | 'online' | 'offline' | 'refused'>('connecting');
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    let closed = false;
    let close: (() => void) | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.staff(token) });
    void openChatSocket(
      { staffToken: token },
      {
        onMessage: (message) => {
          refresh();
          onMessageRef.current?.(message);
        },
        onClosed: refresh,
        onConnection: (connected, reconnected) => {
          setState(connected ? 'online' : 'offline');
          if (reconnected) refresh();
        },
        onRefused: () => setState('refused'),
      },
    ).then((socket) => {
      if (closed) socket.close();
      else close = () => socket.close();
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [token, queryClient]);
  return state;
}
