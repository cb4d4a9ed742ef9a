import {
  POINTS_PAGE_SIZE,
  type PointsConfig,
  type PointsEntry,
  type RedeemRecord,
  type Sponsor,
  type convertPointsCall,
  type OperatorPointsReward,
  type operatorPointsRewardCall,
  type operatorPointsSettingsCall,
  type operatorRedeemDecisionCall,
  type redeemPointsCall,
} from '@platform/shared/api-contract';
import type { PointsEntryRow, PointsRedemptionRow, PointsRewardRow } from '../../db/points-schema';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { Ledger } from '../ledger/service';
import { assertImageUrl } from '../content/service';
import { isTrial } from '../member/rules';
import type { ThrottleRepository } from '../auth/throttle-repository';
import type { Idempotency } from '../ledger/idempotency';
import type { PointsRepository } from './repository';
import { convertedAmount, titleIn } from './rules';

/** Money-moving points calls a member may make per minute, each (the spec names no figure). */
export const POINTS_CALLS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

export interface PointsDeps {
  repository: PointsRepository;
  ledger: Ledger;
  idempotency: Idempotency;
  throttle: ThrottleRepository;
  /** The member's login password, checked and capped like every password-checked call. */
  checkPassword(member: Member, password: string): Promise<unknown>;
  currencyOf(merchantCode: string): Promise<string>;
  findMerchant(code: string): Promise<Merchant | undefined>;
  now(): Date;
}

function refuseTrial(member: Member): void {
  if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
}

function insufficientPoints(balance: number, needed: number): HttpError {
  return new HttpError(400, 'INSUFFICIENT_POINTS', 'Insufficient points', { balance, needed });
}

function paging(input: { pageNo?: number | undefined; pageSize?: number | undefined }) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? POINTS_PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

function toRecord(row: PointsRedemptionRow): RedeemRecord {
  return {
    id: row.id,
    rewardTitle: row.rewardTitle,
    points: row.points,
    amount: row.amount,
    status: row.status,
    time: row.createdAt.toISOString(),
    remark: row.remark,
  };
}

function toEntry(row: PointsEntryRow): PointsEntry {
  return { id: row.id, kind: row.kind, points: row.points, balanceAfter: row.balanceAfter, time: row.createdAt.toISOString() };
}

function toOperatorReward(row: PointsRewardRow): OperatorPointsReward {
  return { id: row.id, code: row.code, titles: row.titles, points: row.points, amount: row.amount, imageUrl: row.imageUrl, active: row.active, sort: row.sort };
}

function invalidField(field: string, message: string, key = 'validation.invalid'): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${message}`, { fields: { [field]: { key } } });
}

/** Names trimmed and without control characters; a reward needs a name in at least one language. */
export function cleanRewardTitles(titles: Record<string, string>): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [language, title] of Object.entries(titles)) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const text = title.replace(/[\u0000-\u001F\u007F]/g, '').trim();
    if (text.length === 0) throw invalidField(`titles.${language}`, 'a name cannot be blank', 'validation.required');
    cleaned[language] = text;
  }
  if (Object.keys(cleaned).length === 0) throw invalidField('titles', 'give the name in at least one language', 'validation.required');
  return cleaned;
}

/**
 * The points mall (spec §7 "Points"): balance, rules, rewards, redeem (password-checked), the redeem
 * list, the points ledger, convert (password-checked) and the operator's redeem decisions. Points
 * never expire (spec §9): nothing here reads a date to take points away.
 */
export function createPointsService(deps: PointsDeps) {
  const { repository, ledger } = deps;

  async function config(merchantCode: string): Promise<PointsConfig> {
    const [rule, currency] = await Promise.all([repository.rule(repository.executor, merchantCode), deps.currencyOf(merchantCode)]);
    return { ...rule, currency, expires: false };
  }

  /** Spends a slot of the member's per-minute allowance, atomically across instances. */
  async function throttled(bucket: string, member: Member): Promise<void> {
    const key = String(member.id);
    const now = deps.now();
    const allowed = await deps.throttle.withLock(`${bucket}:${key}`, async (locked) => {
      if ((await locked.count(bucket, key, new Date(now.getTime() - MINUTE_MS))) >= POINTS_CALLS_PER_MINUTE) return false;
      await locked.record(bucket, key, now);
      return true;
    });
    if (!allowed) throw new HttpError(429, 'RATE_LIMITED', 'Too many requests, please try again in a minute');
  }

  async function memberAccounts(merchantCode: string, memberId: number) {
    const currency = await deps.currencyOf(merchantCode);
    const [house, main] = await Promise.all([
      ledger.systemAccount(merchantCode, 'HOUSE', currency),
      ledger.memberAccount(merchantCode, memberId, 'MAIN', currency),
    ]);
    return { house, main };
  }

  async function replayRedeem(member: Member, existing: PointsRedemptionRow, rewardId: number) {
    if (existing.rewardId !== rewardId) throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', 'This idempotency key was already used with other parameters');
    const account = await repository.account(member.id);
    return { record: toRecord(existing), balance: account?.balance ?? 0 };
  }

  return {
    async summary(member: Member) {
      refuseTrial(member);
      const [account, rules] = await Promise.all([repository.account(member.id), config(member.merchantCode)]);
      return { balance: account?.balance ?? 0, earned: account?.earned ?? 0, turnover: account?.turnover ?? 0, config: rules };
    },

    config: (member: Member) => config(member.merchantCode),

    async rewards(member: Member, language: string | undefined) {
      refuseTrial(member);
      const merchant = await deps.findMerchant(member.merchantCode);
      const lang = language ?? merchant?.defaultLanguage ?? 'EN';
      const rows = await repository.rewards(member.merchantCode);
      return { rows: rows.map((row) => ({ id: row.id, title: titleIn(row.titles, lang), points: row.points, amount: row.amount, imageUrl: row.imageUrl })) };
    },

    /**
     * Spends the reward's points and records the redeem as in process, in one transaction under
     * the member's points-account lock: a short balance writes nothing, and concurrent redeems
     * queue, so the balance never goes below zero. One redeem per client key.
     */
    async redeem(member: Member, input: Input<typeof redeemPointsCall>) {
      refuseTrial(member);
      await deps.checkPassword(member, input.password);
      const existing = await repository.redemptionByKey(repository.executor, member.id, input.idempotencyKey);
      if (existing) return replayRedeem(member, existing, input.rewardId);
      await throttled('points-redeem', member);
      const reward = await repository.reward(member.merchantCode, input.rewardId);
      if (!reward || !reward.active) throw new HttpError(404, 'REWARD_UNAVAILABLE', 'This reward is not available');
      const merchant = await deps.findMerchant(member.merchantCode);
      const title = titleIn(reward.titles, merchant?.defaultLanguage ?? 'EN');
      const outcome = await ledger.transaction(async (tx) => {
        const at = deps.now();
        const account = await repository.lockAccount(tx, member.merchantCode, member.id, at);
        // Read under the lock: a concurrent twin with this key has committed by now.
        const twin = await repository.redemptionByKey(tx, member.id, input.idempotencyKey);
        if (twin) return { twin };
        if (account.balance < reward.points) throw insufficientPoints(account.balance, reward.points);
        const row = await repository.insertRedemption(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          rewardId: reward.id,
          rewardTitle: title,
          points: reward.points,
          amount: reward.amount,
          idempotencyKey: input.idempotencyKey,
          createdAt: at,
        });
        if (!row) throw new Error('redeem key taken while the account was locked');
        const balance = await repository.move(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          kind: 'redeem',
          points: -reward.points,
          idempotencyKey: `redeem:${row.id}`,
          metadata: { redeemId: row.id, rewardId: reward.id },
          at,
        });
        if (balance === 'insufficient') throw insufficientPoints(account.balance, reward.points);
        return { record: toRecord(row), balance };
      });
      if ('twin' in outcome && outcome.twin) return replayRedeem(member, outcome.twin, input.rewardId);
      return outcome;
    },

    async records(member: Member, input: { pageNo?: number | undefined; pageSize?: number | undefined }) {
      refuseTrial(member);
      const { pageNo, pageSize, offset } = paging(input);
      const { rows, total } = await repository.redemptions(member.id, offset, pageSize);
      return { pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize), rows: rows.map(toRecord) };
    },

    async details(member: Member, input: { pageNo?: number | undefined; pageSize?: number | undefined }) {
      refuseTrial(member);
      const { pageNo, pageSize, offset } = paging(input);
      const { rows, total } = await repository.entries(member.id, offset, pageSize);
      return { pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize), rows: rows.map(toEntry) };
    },

    /**
     * Points out of the points ledger and money into the main wallet (HOUSE -> MAIN) in one
     * transaction; the money is posted first, in the lock order every bet uses (ledger accounts,
     * then the points account), so a conversion and a bet never deadlock.
     */
    async convert(member: Member, input: Input<typeof convertPointsCall>) {
      refuseTrial(member);
      await deps.checkPassword(member, input.password);
      await throttled('points-convert', member);
      const ctx = {
        scope: `member:${member.id}`,
        key: input.idempotencyKey,
        merchantCode: member.merchantCode,
        memberId: member.id,
        callId: 'convertPoints',
        params: { points: input.points },
      };
      return deps.idempotency.run(ctx, async (commit) => {
        const rule = await repository.rule(repository.executor, member.merchantCode);
        if (input.points < rule.minConvertPoints) {
          throw new HttpError(400, 'POINTS_BELOW_MINIMUM', `At least ${rule.minConvertPoints} points per conversion`, { min: rule.minConvertPoints });
        }
        const amount = convertedAmount(input.points, rule.pointValue);
        const { house, main } = await memberAccounts(member.merchantCode, member.id);
        return ledger.transaction(async (tx) => {
          const at = deps.now();
          const posted = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'POINTS_CONVERT',
            idempotencyKey: `points:convert:${member.id}:${input.idempotencyKey}`,
            legs: [
              { accountId: house.id, amount: -amount },
              { accountId: main.id, amount },
            ],
            metadata: { points: input.points },
            at,
          });
          const account = await repository.lockAccount(tx, member.merchantCode, member.id, at);
          const balance = await repository.move(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            kind: 'convert',
            points: -input.points,
            idempotencyKey: `convert:${input.idempotencyKey}`,
            metadata: { amount, transferId: posted.transferId },
            at,
          });
          if (balance === 'insufficient') throw insufficientPoints(account.balance, input.points);
          const value = { points: input.points, amount, balance };
          await commit(tx, value);
          return value;
        });
      });
    },

    /**
     * Operator: approve pays the amount into the main wallet (ledger key `points:redeem:<id>`),
     * reject gives the points back (points key `redeem-refund:<id>`). The status moves from in
     * process in the same transaction, so each happens exactly once; the same decision again is a
     * replay, the other decision afterwards is REDEEM_DECIDED.
     */
    async decide(input: Input<typeof operatorRedeemDecisionCall>) {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      const row = await repository.redemption(repository.executor, input.merchantCode, input.redeemId);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such redeem');
      const target = input.decision === 'approve' ? 'approved' : 'rejected';
      if (row.status === target) return { redeemId: row.id, status: row.status };
      if (row.status !== 'in_process') throw new HttpError(409, 'REDEEM_DECIDED', 'This redeem has already been decided');
      const remark = input.remark?.trim();
      if (target === 'approved') {
        const { house, main } = await memberAccounts(row.merchantCode, row.memberId);
        await ledger.transaction(async (tx) => {
          const at = deps.now();
          if (!(await repository.decide(tx, row.id, 'approved', remark, at))) return;
          const posted = await ledger.postWithin(tx, {
            merchantCode: row.merchantCode,
            kind: 'POINTS_REDEEM',
            idempotencyKey: `points:redeem:${row.id}`,
            legs: [
              { accountId: house.id, amount: -row.amount },
              { accountId: main.id, amount: row.amount },
            ],
            metadata: { redeemId: row.id, rewardId: row.rewardId, points: row.points },
            at,
          });
          await repository.setTransfer(tx, row.id, posted.transferId);
        });
      } else {
        await ledger.transaction(async (tx) => {
          const at = deps.now();
          if (!(await repository.decide(tx, row.id, 'rejected', remark, at))) return;
          await repository.lockAccount(tx, row.merchantCode, row.memberId, at);
          const key = `redeem-refund:${row.id}`;
          if (await repository.entryByKey(tx, row.memberId, key)) return;
          await repository.move(tx, {
            merchantCode: row.merchantCode,
            memberId: row.memberId,
            kind: 'redeem_refund',
            points: row.points,
            idempotencyKey: key,
            metadata: { redeemId: row.id },
            at,
          });
        });
      }
      const after = await repository.redemption(repository.executor, input.merchantCode, row.id);
      // A concurrent opposite decision won the race.
      if (after!.status !== target) throw new HttpError(409, 'REDEEM_DECIDED', 'This redeem has already been decided');
      return { redeemId: row.id, status: after!.status };
    },

    async settings(input: Input<typeof operatorPointsSettingsCall>): Promise<PointsConfig> {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      const current = await repository.rule(repository.executor, input.merchantCode);
      const next = {
        turnoverPerPoint: input.turnoverPerPoint ?? current.turnoverPerPoint,
        pointValue: input.pointValue ?? current.pointValue,
        minConvertPoints: input.minConvertPoints ?? current.minConvertPoints,
      };
      await repository.saveRule(input.merchantCode, next, deps.now());
      return config(input.merchantCode);
    },

    /**
     * The operator's catalogue edit: create or replace the reward `code`; `active: false` disables
     * it (redeem refuses it from then on; redeems already made keep their name and amount).
     */
    async saveReward(input: Input<typeof operatorPointsRewardCall>): Promise<OperatorPointsReward> {
      const merchant = await deps.findMerchant(input.merchantCode);
      if (!merchant) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      const titles = cleanRewardTitles(input.titles);
      const imageUrl = input.imageUrl ? input.imageUrl : null;
      if (imageUrl !== null) assertImageUrl('imageUrl', imageUrl);
      const row = await repository.saveReward({
        merchantCode: merchant.code,
        code: input.code,
        titles,
        points: input.points,
        amount: input.amount,
        imageUrl,
        active: input.active ?? true,
        sort: input.sort ?? 0,
      });
      return toOperatorReward(row);
    },

    async sponsors(merchant: Merchant, language: string | undefined): Promise<{ rows: Sponsor[] }> {
      const lang = language ?? merchant.defaultLanguage;
      const rows = await repository.sponsors(merchant.code);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          name: titleIn(row.names, lang),
          description: titleIn(row.descriptions, lang),
          imageUrl: row.imageUrl,
          linkUrl: row.linkUrl,
          since: row.since,
        })),
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
