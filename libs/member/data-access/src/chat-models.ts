import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatModelsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { chatKeys } from './chat-keys';

/** Live chat model list (spec §7): the built-in room and the brand's external customer-service links. */
export function fetchChatModels(client: ApiClient) {
  return client.call(chatModelsCall, {});
}

export function chatModelsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: chatKeys.models(), queryFn: () => fetchChatModels(client), staleTime: Infinity });
}

export function useChatModels() {
  const client = useApiClient();
  return useQuery(chatModelsQueryOptions(client));
}
