import { randomInt } from 'node:crypto';
import {
  ACTIONABLE_ACTIVITY_STATUSES,
  RAFFLE_PROMOTION_TYPE,
  RED_ENVELOPE_PROMOTION_TYPE,
  SIGN_UP_PROMOTION_TYPE,
  type Activity,
  type ActivityKind,
  type applyActivityCall,
  type operatorActivityDecisionCall,
  type operatorActivitySettingsCall,
} from '@platform/shared/api-contract';
import type { ActivityApplicationRow } from '../../db/member-schema';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { Ledger } from '../ledger/service';
import { isTrial } from '../member/rules';
import type { ActivityRow, RewardsRepository } from './repository';
import { activityStatus, isUndecided } from './status';

export interface RewardsDeps {
  repository: RewardsRepository;
  ledger: Ledger;
  currencyOf(merchantCode: string): Promise<string>;
  /** The ids among `ids` that are this member's own uploads (the wallet owns the uploads table). */
  ownUploads(memberId: number, ids: readonly string[]): Promise<string[]>;
  findMerchant(code: string): Promise<Merchant | undefined>;
  findMember(merchantCode: string, account: string): Promise<Member | undefined>;
  now(): Date;
}

const LANGUAGE = /^[A-Z]{2}(-[A-Z]{2})?$/;

/** A red envelope without a configured range pays 1.00 to 10.00 (minor units; README "Rewards"). */
export const DEFAULT_RED_ENVELOPE_RANGE = { min: 1_00, max: 10_00 } as const;

export function activityKind(promotionType: string | null): ActivityKind {
  if (promotionType === SIGN_UP_PROMOTION_TYPE) return 'signUp';
  if (promotionType === RAFFLE_PROMOTION_TYPE) return 'raffle';
  if (promotionType === RED_ENVELOPE_PROMOTION_TYPE) return 'redEnvelope';
  return 'application';
}

/** The promotion's dates and type, as activityStatus reads them. */
const datesOf = (row: ActivityRow) => ({ startDate: row.promotion.startDate, closesAt: row.closesAt, promotionType: row.promotion.promotionType });

function refuseTrial(member: Member): void {
  if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
}

/** rewardCenter (spec §2), activity application (spec §5) and the reward's payment, through the ledger. */
export function createRewardsService(deps: RewardsDeps) {
  const { repository, ledger } = deps;

  function toActivity(row: ActivityRow, now: Date): Activity {
    const { promotion, application } = row;
    return {
      promotionId: promotion.id,
      title: promotion.title,
      content: promotion.content,
      imageUrl: promotion.images[0] ?? null,
      startDateStr: promotion.startDate.toISOString(),
      closesAt: row.closesAt ? row.closesAt.toISOString() : null,
      status: activityStatus(datesOf(row), application, now),
      signUp: promotion.promotionType === SIGN_UP_PROMOTION_TYPE,
      kind: activityKind(promotion.promotionType),
      application: application
        ? { id: application.id, remark: application.remark, images: application.uploadIds.length, amount: application.amount, createdAt: application.createdAt.toISOString() }
        : null,
    };
  }

  /**
   * Pays an approved reward: HOUSE -> MAIN in one transaction with the application's move to its
   * paid status, so a reward is paid once or not at all. The ledger key is the application's.
   */
  async function pay(member: Member, application: ActivityApplicationRow, from: 'joined' | 'applying' | 'in_process' | 'claim', to: 'issued' | 'claimed', amount: number, title: string) {
    const currency = await deps.currencyOf(member.merchantCode);
    const [house, main] = await Promise.all([
      ledger.systemAccount(member.merchantCode, 'HOUSE', currency),
      ledger.memberAccount(member.merchantCode, member.id, 'MAIN', currency),
    ]);
    return ledger.transaction(async (tx) => {
      const now = deps.now();
      const moved = await repository.transition(tx, application.id, from, { status: to, amount, paidAt: now, ...(from !== 'claim' ? { decidedAt: now } : {}) });
      if (!moved) return false;
      const posted = await ledger.postWithin(tx, {
        merchantCode: member.merchantCode,
        kind: 'BONUS',
        idempotencyKey: `activity:${application.id}`,
        legs: [
          { accountId: house.id, amount: -amount },
          { accountId: main.id, amount },
        ],
        metadata: { promotionId: application.promotionId, applicationId: application.id, title },
        at: now,
      });
      await repository.transition(tx, application.id, to, { transferId: posted.transferId });
      return true;
    });
  }

  async function operatorMember(merchantCode: string, account: string): Promise<Member> {
    if (!(await deps.findMerchant(merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
    const member = await deps.findMember(merchantCode, account);
    if (!member) throw new HttpError(404, 'NOT_FOUND', 'No such member');
    return member;
  }

  return {
    async list(member: Member, language: string | undefined) {
      refuseTrial(member);
      const merchant = await deps.findMerchant(member.merchantCode);
      const requested = language && LANGUAGE.test(language) ? language : (merchant?.defaultLanguage ?? 'EN');
      let rows = await repository.activities(member.merchantCode, requested, member.id);
      if (rows.length === 0 && merchant && requested !== merchant.defaultLanguage) {
        rows = await repository.activities(member.merchantCode, merchant.defaultLanguage, member.id);
      }
      const now = deps.now();
      const activities = rows.map((row) => toActivity(row, now));
      return {
        availablePromoCount: activities.filter((activity) => ACTIONABLE_ACTIVITY_STATUSES.includes(activity.status)).length,
        rows: activities,
      };
    },

    /**
     * Once per promotion: a second application, even a concurrent one, answers the first. A sign-up
     * promotion is joined (joined); applying to it again is the reward request (joined -> applying).
     */
    async apply(member: Member, input: Input<typeof applyActivityCall>) {
      refuseTrial(member);
      const row = await repository.activity(member.merchantCode, input.promotionId, member.id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such promotion');
      const kind = activityKind(row.promotion.promotionType);
      if (kind === 'redEnvelope') throw new HttpError(409, 'ACTIVITY_NOT_OPEN', 'A red envelope is opened, not applied for');
      const existing = row.application;
      // A joined raffle waits for the draw: joining again answers the entry.
      if (existing && (existing.status !== 'joined' || kind === 'raffle')) return { applicationId: existing.id, status: existing.status, replayed: true };
      const uploadIds = [...new Set(input.uploadIds)];
      if ((await deps.ownUploads(member.id, uploadIds)).length !== uploadIds.length) {
        throw new HttpError(400, 'UPLOAD_INVALID', 'An image is not one of your uploads');
      }
      if (existing) {
        // The reward request of a joined sign-up promotion; a concurrent twin finds it moved and answers it.
        const moved = await ledger.transaction((tx) => repository.transition(tx, existing.id, 'joined', { status: 'applying', remark: input.remark.trim(), uploadIds }));
        const after = moved ?? (await repository.application(member.id, input.promotionId))!;
        return { applicationId: after.id, status: after.status, replayed: !moved };
      }
      if (activityStatus(datesOf(row), null, deps.now()) !== 'join') throw new HttpError(409, 'ACTIVITY_NOT_OPEN', 'This activity is not open for applications');
      // Sign-up and raffle promotions are joined without proof.
      const joinsFirst = kind === 'signUp' || kind === 'raffle';
      const inserted = await repository.insertApplication({
        merchantCode: member.merchantCode,
        memberId: member.id,
        promotionId: input.promotionId,
        status: joinsFirst ? 'joined' : 'applying',
        remark: input.remark.trim(),
        uploadIds,
        createdAt: deps.now(),
      });
      if (inserted) return { applicationId: inserted.id, status: inserted.status, replayed: false };
      const first = await repository.application(member.id, input.promotionId);
      if (!first) throw new Error('application vanished after a conflicting insert');
      return { applicationId: first.id, status: first.status, replayed: true };
    },

    /** Claims an approved reward; a claim already paid answers again without moving money. */
    async claim(member: Member, promotionId: number) {
      refuseTrial(member);
      const row = await repository.activity(member.merchantCode, promotionId, member.id);
      const application = row?.application;
      if (!row || !application || application.amount === null) throw new HttpError(409, 'ACTIVITY_NOT_CLAIMABLE', 'There is no reward to claim');
      if (application.status === 'claimed') return { status: 'claimed' as const, amount: application.amount, replayed: true };
      if (application.status !== 'claim') throw new HttpError(409, 'ACTIVITY_NOT_CLAIMABLE', 'There is no reward to claim');
      const paid = await pay(member, application, 'claim', 'claimed', application.amount, row.promotion.title);
      return { status: 'claimed' as const, amount: application.amount, replayed: !paid };
    },

    /**
     * Opens a red envelope once: a random amount in the range (crypto.randomInt, minor units) is
     * recorded as the claimed application and paid HOUSE -> MAIN in the same transaction. The unique
     * member+promotion key makes a concurrent twin insert nothing; it then answers the first amount.
     */
    async openRedEnvelope(member: Member, promotionId: number) {
      refuseTrial(member);
      const row = await repository.activity(member.merchantCode, promotionId, member.id);
      if (!row || activityKind(row.promotion.promotionType) !== 'redEnvelope') throw new HttpError(404, 'NOT_FOUND', 'No such red envelope');
      if (row.application?.amount) return { amount: row.application.amount, replayed: true };
      if (activityStatus(datesOf(row), null, deps.now()) !== 'join') throw new HttpError(409, 'ACTIVITY_NOT_OPEN', 'This red envelope is not open');
      const { min, max } = row.redEnvelope ?? DEFAULT_RED_ENVELOPE_RANGE;
      const amount = randomInt(min, max + 1);
      const currency = await deps.currencyOf(member.merchantCode);
      const [house, main] = await Promise.all([
        ledger.systemAccount(member.merchantCode, 'HOUSE', currency),
        ledger.memberAccount(member.merchantCode, member.id, 'MAIN', currency),
      ]);
      const paid = await ledger.transaction(async (tx) => {
        const now = deps.now();
        const opened = await repository.insertApplication(
          { merchantCode: member.merchantCode, memberId: member.id, promotionId, status: 'claimed', remark: '', uploadIds: [], amount, createdAt: now, decidedAt: now, paidAt: now },
          tx,
        );
        if (!opened) return false;
        const posted = await ledger.postWithin(tx, {
          merchantCode: member.merchantCode,
          kind: 'BONUS',
          idempotencyKey: `activity:${opened.id}`,
          legs: [
            { accountId: house.id, amount: -amount },
            { accountId: main.id, amount },
          ],
          metadata: { promotionId, applicationId: opened.id, title: row.promotion.title },
          at: now,
        });
        await repository.transition(tx, opened.id, 'claimed', { transferId: posted.transferId });
        return true;
      });
      if (paid) return { amount, replayed: false };
      const first = await repository.application(member.id, promotionId);
      if (!first?.amount) throw new Error('red envelope vanished after a conflicting insert');
      return { amount: first.amount, replayed: true };
    },

    async decide(input: Input<typeof operatorActivityDecisionCall>) {
      const member = await operatorMember(input.merchantCode, input.account);
      const row = await repository.activity(member.merchantCode, input.promotionId, member.id);
      const application = row?.application;
      if (!row || !application) throw new HttpError(404, 'NOT_FOUND', 'No application for this promotion');
      const target = ({ review: 'in_process', reject: 'rejected', approve: 'claim', issue: 'issued' } as const)[input.decision];
      if ((input.decision === 'approve' || input.decision === 'issue') && input.amount === undefined) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'amount: required', { fields: { amount: { key: 'validation.required' } } });
      }
      // The same decision again is a replay; a different one after a decision is refused.
      const replay = application.status === target || (target === 'claim' && application.status === 'claimed');
      if (replay) return { applicationId: application.id, status: application.status };
      // A joined raffle entry is drawn (approve: the winner's prize, issue, or reject); a joined
      // sign-up promotion has nothing to decide until the member requests the reward.
      const drawable = application.status === 'joined' && activityKind(row.promotion.promotionType) === 'raffle' && target !== 'in_process';
      if (application.status === 'joined' && !drawable) throw new HttpError(409, 'ACTIVITY_NOT_CLAIMABLE', 'The member has not requested the reward yet');
      const from = application.status;
      if ((!isUndecided(from) && !drawable) || (target === 'in_process' && from !== 'applying')) {
        throw new HttpError(409, 'ACTIVITY_DECIDED', 'This application has already been decided');
      }
      if (target === 'issued') {
        await pay(member, application, from as 'joined' | 'applying' | 'in_process', 'issued', input.amount!, row.promotion.title);
      } else {
        const now = deps.now();
        await ledger.transaction((tx) =>
          repository.transition(tx, application.id, from, {
            status: target,
            // Taking an application up for review decides nothing yet.
            ...(target === 'in_process' ? {} : { decidedAt: now }),
            ...(target === 'claim' ? { amount: input.amount! } : {}),
          }),
        );
      }
      const after = await repository.application(member.id, input.promotionId);
      return { applicationId: application.id, status: after!.status };
    },

    async settings(input: Input<typeof operatorActivitySettingsCall>) {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      const closesAt = input.closesAt ? new Date(input.closesAt) : null;
      if (closesAt && Number.isNaN(closesAt.getTime())) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'closesAt: not a date', { fields: { closesAt: { key: 'validation.date' } } });
      }
      if (input.redEnvelope && input.redEnvelope.max < input.redEnvelope.min) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'redEnvelope: max below min', { fields: { redEnvelope: { key: 'validation.range' } } });
      }
      if (!(await repository.promotionExists(input.merchantCode, input.promotionId))) throw new HttpError(404, 'NOT_FOUND', 'No such promotion');
      const saved = await repository.saveSettings(input.promotionId, closesAt, input.redEnvelope, deps.now());
      return {
        promotionId: input.promotionId,
        closesAt: closesAt ? closesAt.toISOString() : null,
        redEnvelope: saved.redEnvelopeMin !== null && saved.redEnvelopeMax !== null ? { min: saved.redEnvelopeMin, max: saved.redEnvelopeMax } : null,
      };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
