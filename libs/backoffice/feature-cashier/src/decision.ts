import {
  backofficeDepositDecisionCall,
  backofficeDisputeResolutionCall,
  backofficeWithdrawalDecisionCall,
} from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';

export type CashierQueue = 'deposits' | 'withdrawals' | 'disputes';
export type CashierAction = 'approve' | 'reject' | 'pay' | 'refund' | 'uphold';

/** What each queue's rows can have done to them. */
export const ACTIONS_OF: Readonly<Record<CashierQueue, readonly CashierAction[]>> = {
  deposits: ['approve', 'reject'],
  withdrawals: ['pay', 'reject'],
  disputes: ['refund', 'uphold'],
};

/** Only rows still waiting can be decided (a queue filtered to decided rows shows them read-only). */
export function isOpen(queue: CashierQueue, status: string): boolean {
  if (queue === 'deposits') return status === 'pending';
  if (queue === 'withdrawals') return status === 'requested';
  return status === 'not_received';
}

/**
 * Whether the staff member must confirm first: money going out or in at or above the merchant's
 * threshold, and every rejection (it cannot be taken back either).
 */
export function needsConfirmation(action: CashierAction, amount: number, threshold: number | undefined): boolean {
  if (action === 'reject' || action === 'uphold') return true;
  return threshold !== undefined && amount >= threshold;
}

export interface DecisionInput {
  queue: CashierQueue;
  action: CashierAction;
  id: number;
  merchantCode: string;
  idempotencyKey: string;
  confirm: boolean;
  remark?: string;
}

/** One decision call; the idempotency key makes a retried click after a timeout act once. */
export function decide(client: ApiClient, input: DecisionInput) {
  const common = { merchantCode: input.merchantCode, idempotencyKey: input.idempotencyKey, confirm: input.confirm, ...(input.remark ? { remark: input.remark } : {}) };
  if (input.queue === 'deposits') {
    return client.call(backofficeDepositDecisionCall, { ...common, depositId: input.id, decision: input.action as 'approve' | 'reject' });
  }
  if (input.queue === 'withdrawals') {
    return client.call(backofficeWithdrawalDecisionCall, { ...common, withdrawalId: input.id, decision: input.action as 'pay' | 'reject' });
  }
  return client.call(backofficeDisputeResolutionCall, { ...common, withdrawalId: input.id, resolution: input.action as 'refund' | 'uphold' });
}

/** The gateway's answer when the UI's threshold was stale: ask, then send again with confirm. */
export function confirmationRequired(error: unknown): boolean {
  const value = (error as { code?: string; value?: unknown } | null)?.value as { confirmationRequired?: boolean } | undefined;
  return (error as { code?: string } | null)?.code === 'VALIDATION_FAILED' && value?.confirmationRequired === true;
}
