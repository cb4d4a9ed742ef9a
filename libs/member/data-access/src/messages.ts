import { useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type * as z from 'zod/mini';
import {
  MESSAGE_PAGE_SIZE,
  deleteMessageCall,
  feedbackCall,
  feedbackConfigCall,
  messagesCall,
  readMessageCall,
  unreadMessageCountCall,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { loginStateAtom, storeValuesAtom, tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

export type MessageFilter = 'all' | 'unread' | 'read';
/** Without a live push for messages the badge looks again this often. */
export const UNREAD_REFRESH_MS = 60_000;

/** messageV2 (spec §2): one page of the member's messages. */
export function fetchMessages(client: ApiClient, filter: MessageFilter, pageNo: number) {
  return client.call(messagesCall, { filter, pageNo, pageSize: MESSAGE_PAGE_SIZE });
}

export function messagesQueryOptions(client: ApiClient, filter: MessageFilter, pageNo: number, signedIn: boolean) {
  return queryOptions({
    queryKey: memberKeys.messagePage(filter, pageNo),
    queryFn: () => fetchMessages(client, filter, pageNo),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useMessages(filter: MessageFilter, pageNo: number) {
  const client = useApiClient();
  return useQuery(messagesQueryOptions(client, filter, pageNo, useAtomValue(tokenAtom) !== null));
}

export function fetchUnreadMessageCount(client: ApiClient) {
  return client.call(unreadMessageCountCall, {});
}

export function unreadMessageCountQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: memberKeys.unread(),
    queryFn: () => fetchUnreadMessageCount(client),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/**
 * The unread count behind the message badges, kept in the store as unreadMessage (spec §3).
 * Trial users skip it (spec §4).
 */
export function useUnreadMessageCount() {
  const client = useApiClient();
  const signedIn = useAtomValue(tokenAtom) !== null;
  const { isTrial } = useAtomValue(loginStateAtom);
  const setStore = useSetAtom(storeValuesAtom);
  const query = useQuery({ ...unreadMessageCountQueryOptions(client, signedIn && !isTrial), select: (value) => value.count });
  const count = query.data;
  useEffect(() => {
    if (count !== undefined) setStore((store) => (store.unreadMessage === count ? store : { ...store, unreadMessage: count }));
  }, [count, setStore]);
  return query;
}

/** Marks one message read (or all); every message query, the badge included, reloads. */
export function useReadMessage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof readMessageCall.response>, ApiError, { id: number } | { all: true }>({
    mutationKey: [readMessageCall.id],
    mutationFn: (input) => client.call(readMessageCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.messages() }),
  });
}

export function useDeleteMessage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof deleteMessageCall.response>, ApiError, number>({
    mutationKey: [deleteMessageCall.id],
    mutationFn: (id) => client.call(deleteMessageCall, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.messages() }),
  });
}

/** The merchant's feedback word bounds (spec §5 "between {0} and {1} words"). */
export function fetchFeedbackConfig(client: ApiClient) {
  return client.call(feedbackConfigCall, {});
}

export function feedbackConfigQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({
    queryKey: memberKeys.feedbackConfig(),
    queryFn: () => fetchFeedbackConfig(client),
    enabled: signedIn,
    staleTime: Infinity,
  });
}

export function useFeedbackConfig() {
  const client = useApiClient();
  return useQuery(feedbackConfigQueryOptions(client, useAtomValue(tokenAtom) !== null));
}

/** Outcomes after which the server may have stored the feedback: a retry must replay the same key. */
const UNCERTAIN = new Set(['NETWORK', 'TIMEOUT']);

/** Feedback (spec §7: PUT), one idempotency key per send, kept while the outcome is unknown. */
export function useSendFeedback() {
  const client = useApiClient();
  const key = useRef<string | null>(null);
  return useMutation<z.output<typeof feedbackCall.response>, ApiError, { content: string; uploadIds: string[] }>({
    mutationKey: [feedbackCall.id],
    mutationFn: ({ content, uploadIds }) => {
      key.current ??= crypto.randomUUID();
      return client.call(feedbackCall, { idempotencyKey: key.current, content, uploadIds });
    },
    onSettled: (_data, error) => {
      if (!error || !UNCERTAIN.has(error.code)) key.current = null;
    },
  });
}
