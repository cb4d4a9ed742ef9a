import { MAX_PAGE_SIZE } from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { PaymentProvider } from '../../providers/payments/types';
import type { Attempts } from '../../security/attempts';
import type { ImageLimits } from '../../security/images';
import type { PasswordHasher } from '../../security/passwords';
import type { Idempotency } from '../ledger/idempotency';
import type { Ledger } from '../ledger/service';
import type { MemberRepository } from '../member/repository';
import { isTrial } from '../member/rules';
import type { ReferralRewards } from '../rewards/referral';
import type { ThrottleRepository } from '../auth/throttle-repository';
import type { WalletRepository } from './repository';

/** What the wallet's services share: their dependencies, the trial refusal, field errors, idempotency scopes and paging. */

export interface WalletDeps {
  ledger: Ledger;
  idempotency: Idempotency;
  repository: WalletRepository;
  members: MemberRepository;
  passwords: PasswordHasher;
  throttle: ThrottleRepository;
  /** The guess caps of the login and withdraw passwords (security/attempts). */
  attempts: Attempts;
  findMerchant(code: string): Promise<Merchant | undefined>;
  /** The payment gateway of the payment_gateway channels (PAYMENTS_PROVIDER); null: those channels are refused. */
  payments: PaymentProvider | null;
  now(): Date;
  autoConfirmMinutes: number;
  /** The largest uploaded image accepted (UPLOAD_MAX_SIDE_PX). */
  uploadLimits: ImageLimits;
  maxFailures: number;
  failureWindowMinutes: number;
  /** The upline's referral reward, paid with the referred member's first approved deposit (issue 19). */
  referral?: ReferralRewards;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

function trialBlocked(): HttpError {
  return new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
}

export function refuseTrial(member: Member): void {
  if (isTrial(member)) throw trialBlocked();
}

export function validation(field: string, key: string, params?: Record<string, unknown>): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${key}`, { fields: { [field]: params ? { key, params } : { key } } });
}

/** Idempotency keys are per caller: a member's own, or the operator's. */
export const memberScope = (member: Member) => `member:${member.id}`;
export const OPERATOR_SCOPE = 'operator';

export function pageOf(pageNo: number | undefined, pageSize: number | undefined) {
  const size = Math.min(pageSize ?? 10, MAX_PAGE_SIZE);
  const no = pageNo ?? 1;
  return { pageNo: no, pageSize: size, offset: (no - 1) * size };
}
