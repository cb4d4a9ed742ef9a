import type {
  Exclusion,
  Limits,
  ProtectionStatus,
  RealityCheck,
  setProtectionLimitCall,
  startCoolOffCall,
  startSelfExclusionCall,
} from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { createAttempts } from '../../security/attempts';
import { isTrial } from '../member/rules';
import { coolOffEnd, selfExclusionEnd, startExclusion } from './exclude';
import { activeExclusion } from './exclusion';
import { sessionLimitMinutes } from './guards';
import type { ResolvedJurisdiction } from './jurisdictions';
import { changeLimit, viewLimits } from './limits';
import { rowsOf } from './limits-repository';
import { realityCheck, sessionFacts } from './reality-check';

const PASSWORD_FAILURES = 'protection-password';

export interface ProtectionDeps {
  db: Db;
  passwords: FastifyInstance['passwords'];
  throttle: FastifyInstance['throttle'];
  now: () => Date;
  jurisdictionOf: (merchantCode: string) => ResolvedJurisdiction;
  maxFailures: number;
  failureWindowMinutes: number;
  /** Test configs only: the reality-check interval in seconds of a merchant, or null for the jurisdiction's minutes. */
  realityCheckSecondsOverride: (merchantCode: string) => number | null;
}

/** The caller: the member and the SHA-256 of its session token. */
export interface Caller {
  member: Member;
  tokenHash: string;
}

export function createProtectionService(deps: ProtectionDeps) {
  const { db } = deps;
  const attempts = createAttempts(db, deps.now);

  function refuseTrial(member: Member): void {
    if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  }

  /** An exclusion cannot be undone, so it needs the password: a borrowed phone or a stolen token is not enough. */
  async function checkPassword(member: Member, password: string): Promise<void> {
    // The attempt is taken before the compare (issue 19); a right password gives it back, as it never counted.
    const cap = { bucket: PASSWORD_FAILURES, max: deps.maxFailures, windowMs: deps.failureWindowMinutes * 60_000 };
    await attempts.guess([{ cap, key: String(member.id) }], () => deps.passwords.verify(member.passwordHash, password), {
      capped: () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts, please try again later'),
      wrong: () => new HttpError(400, 'OLD_PASSWORD_WRONG', 'The password is not correct'),
      onRight: 'give-back',
    });
  }

  async function limits(caller: Caller): Promise<Limits> {
    const at = deps.now();
    const session = await sessionFacts(db, caller.tokenHash);
    return viewLimits(db, caller.member.id, at, session.createdAt, deps.jurisdictionOf(caller.member.merchantCode).limitIncreaseDelayHours);
  }

  return {
    limits,

    async setLimit(caller: Caller, input: Input<typeof setProtectionLimitCall>): Promise<Limits> {
      refuseTrial(caller.member);
      const delay = deps.jurisdictionOf(caller.member.merchantCode).limitIncreaseDelayHours;
      await changeLimit(db, caller.member, input, deps.now(), delay);
      return limits(caller);
    },

    realityCheck(caller: Caller): Promise<RealityCheck> {
      const minutes = deps.jurisdictionOf(caller.member.merchantCode).realityCheckMinutes;
      // A brand that shows no reality check (0) stays off whatever the override.
      const seconds = minutes === 0 ? 0 : (deps.realityCheckSecondsOverride(caller.member.merchantCode) ?? minutes * 60);
      return realityCheck(db, {
        memberId: caller.member.id,
        tokenHash: caller.tokenHash,
        realm: isTrial(caller.member) ? 'play' : 'real',
        at: deps.now(),
        intervalMinutes: minutes,
        intervalSeconds: seconds,
      });
    },

    async coolOff(caller: Caller, input: Input<typeof startCoolOffCall>): Promise<Exclusion> {
      refuseTrial(caller.member);
      await checkPassword(caller.member, input.password);
      const at = deps.now();
      return startExclusion(db, caller.member, 'cool_off', at, coolOffEnd(at, input.days));
    },

    async selfExclude(caller: Caller, input: Input<typeof startSelfExclusionCall>): Promise<Exclusion> {
      refuseTrial(caller.member);
      await checkPassword(caller.member, input.password);
      const at = deps.now();
      return startExclusion(db, caller.member, 'self_exclusion', at, selfExclusionEnd(at, input.months));
    },

    async status(caller: Caller): Promise<ProtectionStatus> {
      const at = deps.now();
      const { member } = caller;
      const jurisdiction = deps.jurisdictionOf(member.merchantCode);
      const [session, exclusion, sessionLimit, facts] = await Promise.all([
        sessionFacts(db, caller.tokenHash),
        activeExclusion(db, member.id, at),
        sessionLimitMinutes(db, member.id, at),
        rowsOf<{ has_deposit_limit: boolean; has_deposit: boolean }>(
          db,
          sql`select exists (select 1 from protection_limits where member_id = ${member.id} and kind = 'deposit'
                               and (value is not null or pending_value is not null)) as has_deposit_limit,
                     exists (select 1 from deposits where member_id = ${member.id}) as has_deposit`,
        ),
      ]);
      const { has_deposit_limit: hasLimit = false, has_deposit: hasDeposit = false } = facts[0] ?? {};
      const prompt = jurisdiction.depositLimitPrompt;
      // Both prompts come before any money goes in: the client shows it at registration or at the first deposit.
      const offer = prompt !== 'off' && !isTrial(member) && !hasLimit && !hasDeposit;
      return {
        exclusion: exclusion
          ? { kind: exclusion.kind, startsAt: exclusion.startsAt.toISOString(), endsAt: exclusion.endsAt ? exclusion.endsAt.toISOString() : null }
          : null,
        realityCheckMinutes: jurisdiction.realityCheckMinutes,
        depositLimitPrompt: prompt,
        offerDepositLimit: offer,
        sessionEndsAt: sessionLimit === null ? null : session.expiresAt.toISOString(),
        idleTimeoutMinutes: session.idleMinutes,
      };
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
