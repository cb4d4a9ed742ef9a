import type { Db } from '../../db/client';
import type { AuditEvent } from '../../db/protection-schema';
import { appendAuditWithin } from './audit-log';

type MoneyEvent = Extract<AuditEvent, 'deposit' | 'withdrawal' | 'transfer'>;

/**
 * Records a money event in the audit chain, inside the transaction that moves the money (so the
 * event exists exactly when the move commits). Call it last in that transaction: see appendAuditWithin.
 */
export function auditMoney(
  tx: Db,
  event: MoneyEvent,
  owner: { merchantCode: string; memberId: number },
  detail: Record<string, string | number | boolean | null>,
  at: Date,
): Promise<void> {
  return appendAuditWithin(tx, { event, merchantCode: owner.merchantCode, memberId: owner.memberId, detail, at });
}
