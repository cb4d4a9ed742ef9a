import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { contractsCall, type Contract, type ContractKind } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { loginStateAtom, tokenAtom, useFeatureFlags } from '@platform/shared/session';
import { agentKeys } from './agent-keys';
import type { ContractsValue } from './contracts';

/**
 * Spec §4 "Other transitions": on login, consolidated info loads for non-trial users when the agent
 * policy flag (AGENTPOLICY3) is on; trial users skip it.
 */
export function shouldLoadConsolidated(state: { signedIn: boolean; isLogin: boolean; isTrial: boolean; agentPolicy: boolean }): boolean {
  return state.signedIn && state.isLogin && !state.isTrial && state.agentPolicy;
}

/** The spec's consolidated contract flags (§3), by the gateway's contract kinds. */
export interface ConsolidatedFlags {
  divtypereq: boolean;
  dailysalreqtype: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
}

export function consolidatedFlagsOf(pending: Record<ContractKind, boolean>): ConsolidatedFlags {
  return {
    divtypereq: pending.dividend,
    dailysalreqtype: pending.daily_salary,
    contracthoursalreq: pending.hourly_salary,
    realtimesalreqtype: pending.realtime_salary,
  };
}

export const hasPendingContract = (flags: ConsolidatedFlags): boolean => Object.values(flags).some(Boolean);

/**
 * The contracts waiting for this member's answer, as a stable key: offers received, and terminations
 * the other side asked for. A popup closed for these opens again when a new one comes.
 */
export function pendingKeyOf(value: Pick<ContractsValue, 'received' | 'offered'>): string {
  // In `received` this member is the downline, in `offered` the upline.
  const endAskedByOther = (c: Contract, me: string) => c.status === 'ending' && c.endRequestedBy !== null && c.endRequestedBy !== me;
  const waiting = [
    ...value.received.filter((c) => c.status === 'offered' || endAskedByOther(c, c.downline)),
    ...value.offered.filter((c) => endAskedByOther(c, c.upline)),
  ];
  return waiting
    .map((c) => `${c.id}:${c.status}`)
    .sort()
    .join(',');
}

/** The member's open contracts only (the records menu's list with the ended ones is `fetchContracts`). */
export function fetchConsolidatedContracts(client: ApiClient) {
  return client.call(contractsCall, {});
}

/** `enabled` is what shouldLoadConsolidated says; the answer comes with its spec flags. */
export function consolidatedContractsQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: agentKeys.consolidated(),
    queryFn: () => fetchConsolidatedContracts(client),
    enabled,
    select: (value) => ({ ...value, flags: consolidatedFlagsOf(value.pending) }),
  });
}

/** The member's open contracts and the consolidated flags, loaded only as shouldLoadConsolidated says. */
export function useConsolidatedContracts() {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  const { isLogin, isTrial } = useAtomValue(loginStateAtom);
  const { AGENTPOLICY3 } = useFeatureFlags();
  // The constant first, as for every flag: a brand compiled without the agent policy never asks.
  const agentPolicy = __FLAG_AGENTPOLICY3__ && AGENTPOLICY3;
  const enabled = shouldLoadConsolidated({ signedIn: token !== null, isLogin, isTrial, agentPolicy });
  const query = useQuery(consolidatedContractsQueryOptions(client, enabled));
  return { ...query, enabled };
}
