import type { Db } from '../../db/client';
import { appendAudit } from './audit-log';

/**
 * Records a password change in the audit chain (issue 11). For the member and recovery modules:
 * call it once the new password hash is stored. `via` says which path changed it.
 */
export function auditPasswordChange(
  db: Db,
  member: { id: number; merchantCode: string },
  via: 'change' | 'reset',
  at: Date,
): Promise<void> {
  return appendAudit(db, { event: 'password_change', merchantCode: member.merchantCode, memberId: member.id, detail: { via }, at });
}
