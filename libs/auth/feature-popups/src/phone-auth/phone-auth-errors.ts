/**
 * The spec's phone-auth messages (§8), keyed by the provider's error code.
 * Firebase reports codes as `auth/<code>`; anything unknown reads 'unknown'.
 */
export const PHONE_AUTH_ERROR_CODES = [
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'unknown',
  'invalid-verification-code',
  'missing-verification-code',
  'captcha-check-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'code-expired',
  'popup-closed-by-user',
] as const;
export type PhoneAuthErrorCode = (typeof PHONE_AUTH_ERROR_CODES)[number];

/**
 * Provider codes that mean one of the spec's: a verification id Firebase no longer knows (the code
 * was already used, or its session is gone) asks the player to send a new code, as an expired one does.
 */
const SAME_AS: Readonly<Record<string, PhoneAuthErrorCode>> = { 'invalid-verification-id': 'code-expired' };

/** Maps a thrown provider error to the i18n key of its message (`firebase.<code>`). */
export function phoneAuthErrorKey(error: unknown): string {
  const raw = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const bare = raw.replace(/^auth\//, '');
  const code = SAME_AS[bare] ?? bare;
  const known = (PHONE_AUTH_ERROR_CODES as readonly string[]).includes(code) ? code : 'unknown';
  return `firebase.${known}`;
}
