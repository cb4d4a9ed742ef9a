/**
 * The error catalogue shared by both ends. The gateway answers with one of
 * these codes; the web client looks up `errors.<code>` in its i18n catalogue.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'MERCHANT_UNKNOWN',
  'MAINTENANCE',
  // No provider is configured for this feature (payments, game vendors, SMS and e-mail): it fails closed.
  'SERVICE_UNAVAILABLE',
  'REGION_RESTRICTED',
  'INTERNAL',
  // Accounts and authentication (spec §4, §6, §8).
  'LOGIN_FAILED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BOT_CHECK_FAILED',
  'TOO_MANY_ATTEMPTS',
  'AGENTS_ONLY',
  'NON_MEMBER',
  'CONTACT_AGENT',
  'TRIAL_BLOCKED',
  // A phone-auth login proved a number that no account uses (spec §8 'Please Register An Account First').
  'NOT_REGISTERED',
  'VERIFICATION_CODE_INVALID',
  'CODE_EXPIRED',
  'INVALID_MOBILE',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'INVITATION_CODE_ERROR',
  'PASSWORD_MISMATCH',
  'OLD_PASSWORD_WRONG',
  'EXTRA_VERIFICATION_REQUIRED',
  'FEATURE_DISABLED',
  'UNDER_AGE',
  // A session under a forced password change serves only the change and logout (spec §4).
  'PASSWORD_CHANGE_REQUIRED',
  // The remember-me token is missing, expired, used or revoked: the password is needed again.
  'REMEMBER_INVALID',
  // Wallet, ledger and cashier (spec §1, §4 "Withdrawal", §5, §7 "Wallet").
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_MISMATCH',
  'IDEMPOTENCY_IN_FLIGHT',
  'WITHDRAW_PASSWORD_WRONG',
  'WITHDRAW_PASSWORD_NOT_SET',
  'RECEIVING_ADDRESS_REQUIRED',
  'UPLOAD_INVALID',
  'DEPOSIT_NOT_PENDING',
  // Bonus money is turned over before it leaves the member's hands (issue 19).
  'WAGERING_REQUIRED',
  'REGISTRATION_LIMITED',
  'WITHDRAWAL_NOT_PAYABLE',
  'PLAY_MONEY_ONLY',
  'WITHDRAWAL_NOT_CONFIRMABLE',
  'WITHDRAWAL_NOT_DISPUTED',
  // Lottery (spec §7 "Lottery").
  'BETTING_CLOSED',
  'BET_NOT_OFFERED',
  'DRAW_NOT_FOUND',
  // Provably fair in-house games (issue 11 "Verifiable in-house games").
  'SEED_NOT_REVEALED',
  'SEED_CHANGED',
  // Agent centre (spec §2 "Agent centre menu", §6 "Agent").
  'NOT_DOWNLINE',
  'NO_UPLINE',
  'CONTRACT_NOT_FOUND',
  'CONTRACT_STATE',
  'CONTRACT_EXISTS',
  // Player protection (issue 11).
  'DEPOSIT_LIMIT_EXCEEDED',
  'LOSS_LIMIT_EXCEEDED',
  'WAGER_LIMIT_EXCEEDED',
  'SESSION_LIMIT_REACHED',
  'COOLING_OFF',
  'SELF_EXCLUDED',
  // Member centre: feedback and the reward centre (spec §4 "Activity statuses", §5).
  'FEEDBACK_WORD_COUNT',
  'ACTIVITY_NOT_OPEN',
  'ACTIVITY_NOT_CLAIMABLE',
  'ACTIVITY_DECIDED',
  // Live chat (spec §2 "a chat room").
  'CHAT_CLOSED',
  'MISSION_NOT_COMPLETE',
  // Points mall (spec §7 "Points", §4 "Redeem statuses").
  'INSUFFICIENT_POINTS',
  'REWARD_UNAVAILABLE',
  'POINTS_BELOW_MINIMUM',
  'REDEEM_DECIDED',
  // Back-office System screen (issue 22 §3): a white-label flag the brand did not build in, and a switch already in the asked state.
  'FEATURE_NOT_COMPILED',
  'NOTHING_TO_CHANGE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
