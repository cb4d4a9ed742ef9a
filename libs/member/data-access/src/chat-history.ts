import { queryOptions } from '@tanstack/react-query';
import { chatHistoryCall, launchChatCall } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';
import { chatKeys } from './chat-keys';

/** Launch chat (spec §2): resume or start the member's conversation, with its newest history. */
export function fetchLaunchChat(client: ApiClient) {
  return client.call(launchChatCall, {});
}

/** The launch is the room's resync point, so it is never served stale. */
export function launchChatQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: chatKeys.launch(), queryFn: () => fetchLaunchChat(client), enabled: signedIn, staleTime: 0 });
}

/** One page of older messages, before the oldest one shown. */
export function fetchChatHistory(client: ApiClient, conversationId: number, beforeId: number) {
  return client.call(chatHistoryCall, { conversationId, beforeId });
}

export function chatHistoryQueryOptions(client: ApiClient, conversationId: number, beforeId: number) {
  return queryOptions({
    queryKey: chatKeys.history(conversationId, beforeId),
    queryFn: () => fetchChatHistory(client, conversationId, beforeId),
  });
}
