import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { depositChannelsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { languageAtom } from '@platform/shared/session';
import { useSignedIn } from './query-defaults';
import { walletKeys } from './wallet-keys';

export function fetchDepositChannels(client: ApiClient, language: string) {
  return client.call(depositChannelsCall, { language });
}

export function depositChannelsQueryOptions(client: ApiClient, language: string, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.channels(language),
    queryFn: () => fetchDepositChannels(client, language),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

export function useDepositChannels() {
  const client = useApiClient();
  // Channel names are the operator's, per language (issue 26): asked for in the page's language.
  const language = useAtomValue(languageAtom);
  return useQuery(depositChannelsQueryOptions(client, language, useSignedIn()));
}
