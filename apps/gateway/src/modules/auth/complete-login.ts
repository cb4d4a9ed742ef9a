import type { LoginValue } from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import { appendAudit } from '../protection/audit-log';
import { assertLoginAllowed } from '../protection/login-guard';
import type { ServiceDeps } from './deps';

export type LoginDeps = Pick<ServiceDeps, 'memberRepository' | 'sessions' | 'now' | 'config' | 'db'>;

export interface LoginVerdict {
  mustChangePassword: boolean;
  passwordExpired: boolean;
}

/** Spec §4: a password older than PASSWORD_MAX_AGE_DAYS has expired (it forces a change only under CHNGPASSVERIF3). */
export function passwordExpired(deps: Pick<LoginDeps, 'now' | 'config'>, member: Member): boolean {
  const maxAgeMs = deps.config.auth.passwordMaxAgeDays * 24 * 60 * 60 * 1000;
  return deps.now().getTime() - member.passwordChangedAt.getTime() > maxAgeMs;
}

/**
 * The one way a login ends well, whatever proved the member: the IP joins the known
 * ones, the previous login time moves along, and a new session token is issued.
 */
export async function completeLogin(
  deps: LoginDeps,
  member: Member,
  merchant: Merchant,
  ip: string,
  verdict: LoginVerdict,
): Promise<LoginValue> {
  const now = deps.now();
  // Cool-off and self-exclusion (any brand of the operator) refuse the login once the credentials are proven.
  await assertLoginAllowed(deps.db, member.id, now);
  await deps.memberRepository.rememberIp(member.id, ip, now);
  const updated = await deps.memberRepository.recordLogin(member.id, now);
  // Spec §4: a forced change holds until the password is changed. Kept on the member, so a
  // later password login forces it again even once the first-login step has been acknowledged.
  if (verdict.mustChangePassword && !member.mustChangePassword) {
    await deps.memberRepository.update(member.id, { mustChangePassword: true });
  }
  // The session itself serves only the change until then (auth/sessions/password-change-gate.ts).
  const token = await deps.sessions.start(member.id, merchant.sessionTimeoutMinutes, {
    mustChangePassword: verdict.mustChangePassword,
  });
  await appendAudit(deps.db, { event: 'login', merchantCode: merchant.code, memberId: member.id, detail: { ip }, at: now });
  return {
    token,
    firstTimeLogin: updated.firstTimeLogin,
    passwordExpired: verdict.passwordExpired,
    mustChangePassword: verdict.mustChangePassword,
    previousLoginAt: updated.previousLoginAt ? updated.previousLoginAt.toISOString() : null,
  };
}
