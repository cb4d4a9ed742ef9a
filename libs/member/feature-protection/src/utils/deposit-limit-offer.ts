import type { ProtectionStatus } from '@platform/shared/api-contract';

/** Where the offer can show: right after registration, or on the deposit page. */
export type OfferPlace = 'registration' | 'deposit';

/** Remembers for this browser tab that the player answered the offer ("not now" or a limit set). */
export const OFFER_ANSWERED_KEY = 'depositLimitOfferAnswered';

/**
 * Whether to offer a deposit limit at `place`. The gateway says whether one is due now: the
 * jurisdiction asks for it, and the new player has neither a deposit limit nor a deposit yet.
 * A 'registration' brand offers it as soon as the player is in (right after sign-up) until it is
 * answered; on the deposit page it shows for both prompts, so a skipped offer comes back once
 * before the first deposit. `answered`: the player answered it in this tab.
 */
export function shouldOfferDepositLimit(status: ProtectionStatus | undefined, place: OfferPlace, answered: boolean): boolean {
  if (!status || !status.offerDepositLimit || answered) return false;
  if (place === 'deposit') return status.depositLimitPrompt !== 'off';
  return status.depositLimitPrompt === 'registration';
}
