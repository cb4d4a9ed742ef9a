import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  acceptContractCall,
  agreeContractEndCall,
  contractsCall,
  offerContractCall,
  rejectContractCall,
  requestContractEndCall,
  terminateContractCall,
  type CallContract,
  type Contract,
  type ContractKind,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { agentKeys } from './agent-keys';
import { useSignedIn } from './signed-in';

export type ContractsValue = z.output<typeof contractsCall.response>;
export type OfferContractInput = z.input<typeof offerContractCall.request>;
export type AcceptContractValue = z.output<typeof acceptContractCall.response>;

/** The member's contracts, the ended ones too (the records menu needs them), and the consolidated flags. */
export function fetchContracts(client: ApiClient) {
  return client.call(contractsCall, { includeEnded: true });
}

export function contractsQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: agentKeys.contracts(), queryFn: () => fetchContracts(client), enabled: signedIn });
}

export function useContracts() {
  const client = useApiClient();
  return useQuery(contractsQueryOptions(client, useSignedIn()));
}

/** A contract call whose answer changes the lists: every agent query refreshes after it. */
function useContractMutation<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(call: CallContract<Req, Res>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<Res>, ApiError, z.input<Req>>({
    mutationKey: [call.id],
    mutationFn: (input) => client.call(call, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export const useOfferContract = () => useContractMutation(offerContractCall);
/** Without `confirm`, an accept that would end downline contracts answers `accepted: false` and the list. */
export const useAcceptContract = () => useContractMutation(acceptContractCall);
export const useRejectContract = () => useContractMutation(rejectContractCall);
export const useRequestContractEnd = () => useContractMutation(requestContractEndCall);
export const useAgreeContractEnd = () => useContractMutation(agreeContractEndCall);
export const useTerminateContract = () => useContractMutation(terminateContractCall);

/** Whether the member has, or had, an accepted contract of the kind on either side. */
export function hasContract(value: ContractsValue | undefined, kind: ContractKind): boolean {
  if (!value) return false;
  return [...value.received, ...value.offered].some((c: Contract) => c.kind === kind && c.acceptedAt !== null);
}
