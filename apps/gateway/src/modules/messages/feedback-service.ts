import { FEEDBACK_DEFAULT_WORDS, countWords, type feedbackCall, type operatorFeedbackSettingsCall } from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { isTrial } from '../member/rules';
import type { ThrottleRepository } from '../auth/throttle-repository';
import type { MessagesRepository } from './repository';

/**
 * Feedback throttles. The spec sets none for feedback; these follow its other throttles (one
 * action per second) and cap a member at a handful an hour, since every feedback lands in a human's queue.
 */
export const FEEDBACK_MIN_INTERVAL_MS = 1000;
export const FEEDBACK_PER_HOUR = 5;
const BUCKET = 'feedback';
const HOUR_MS = 60 * 60 * 1000;

export interface FeedbackDeps {
  repository: MessagesRepository;
  throttle: ThrottleRepository;
  /** The ids among `ids` that are this member's own uploads (the wallet owns the uploads table). */
  ownUploads(memberId: number, ids: readonly string[]): Promise<string[]>;
  findMerchant(code: string): Promise<Merchant | undefined>;
  now(): Date;
}

/** Feedback (spec §5 "between {0} and {1} words", §7 PUT): the word bounds are the merchant's, 10 and 500 by default. */
export function createFeedbackService(deps: FeedbackDeps) {
  const { repository } = deps;

  async function bounds(merchantCode: string) {
    return (await repository.feedbackBounds(merchantCode)) ?? { minWords: FEEDBACK_DEFAULT_WORDS.min, maxWords: FEEDBACK_DEFAULT_WORDS.max };
  }

  return {
    config: (member: Member) => bounds(member.merchantCode),

    async submit(member: Member, input: Input<typeof feedbackCall>) {
      if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
      // A repeated send (a retry after a lost answer) answers the first one and costs no throttle.
      const earlier = await repository.feedbackByKey(member.id, input.idempotencyKey);
      if (earlier) return { id: earlier.id, words: earlier.words, createdAt: earlier.createdAt.toISOString() };

      const { minWords, maxWords } = await bounds(member.merchantCode);
      const words = countWords(input.content);
      if (words < minWords || words > maxWords) {
        throw new HttpError(400, 'FEEDBACK_WORD_COUNT', `Feedback content must be between ${minWords} and ${maxWords} words`, {
          min: minWords,
          max: maxWords,
          words,
        });
      }
      const uploadIds = [...new Set(input.uploadIds ?? [])];
      const own = await deps.ownUploads(member.id, uploadIds);
      if (own.length !== uploadIds.length) throw new HttpError(400, 'UPLOAD_INVALID', 'An image is not one of your uploads');

      const key = String(member.id);
      const now = deps.now();
      // The lock makes check-then-record atomic across instances: two parallel sends cannot both pass.
      const allowed = await deps.throttle.withLock(`${BUCKET}:${key}`, async (locked) => {
        const last = await locked.latest(BUCKET, key);
        const recent = await locked.count(BUCKET, key, new Date(now.getTime() - HOUR_MS));
        if ((last && now.getTime() - last.getTime() < FEEDBACK_MIN_INTERVAL_MS) || recent >= FEEDBACK_PER_HOUR) return false;
        await locked.record(BUCKET, key, now);
        return true;
      });
      if (!allowed) {
        // A twin of this very send may have taken the slot: it is the same feedback, not a new one.
        const twin = await repository.feedbackByKey(member.id, input.idempotencyKey);
        if (twin) return { id: twin.id, words: twin.words, createdAt: twin.createdAt.toISOString() };
        throw new HttpError(429, 'RATE_LIMITED', 'Too many feedback messages, please try again later');
      }
      const row = await repository.insertFeedback({
        merchantCode: member.merchantCode,
        memberId: member.id,
        idempotencyKey: input.idempotencyKey,
        content: input.content.trim(),
        words,
        uploadIds,
        createdAt: now,
      });
      if (!row) throw new Error('feedback row vanished after insert');
      return { id: row.id, words: row.words, createdAt: row.createdAt.toISOString() };
    },

    async saveBounds(input: Input<typeof operatorFeedbackSettingsCall>) {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      if (input.maxWords < input.minWords) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'maxWords must not be below minWords', { fields: { maxWords: { key: 'validation.range' } } });
      }
      await repository.saveFeedbackBounds(input.merchantCode, { minWords: input.minWords, maxWords: input.maxWords }, deps.now());
      return { minWords: input.minWords, maxWords: input.maxWords };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
