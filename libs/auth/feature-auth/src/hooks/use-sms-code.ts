import { useMemo, useState } from 'react';
import { ApiError } from '@platform/shared/api-client';
import { createThrottle, SMS_SEND_THROTTLE_MS } from '../utils/throttle';
import { smsCountdownSeconds } from '../utils/sms-countdown';
import { useCountdown } from './use-countdown';

/**
 * Sending an SMS code: throttled to once a second, then the button counts
 * down 60 s per expired minute. A failed send opens a warning with the
 * server's message (spec §8 "Failed code send").
 */
export function useSmsCode(send: () => Promise<{ expiredMinutes: number; phoneAuth?: boolean }>) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useMemo(() => createThrottle(SMS_SEND_THROTTLE_MS), []);

  const request = () =>
    attempt(() => {
      setSending(true);
      send()
        // One minute only for a code the phone-auth provider sent; a gateway code counts its own minutes.
        .then(({ expiredMinutes, phoneAuth }) => countdown.start(smsCountdownSeconds(expiredMinutes, phoneAuth === true)))
        .catch((error: unknown) => setFailure(failureKey(error)))
        .finally(() => setSending(false));
    });

  return {
    seconds: countdown.seconds,
    disabled: sending || countdown.running,
    request,
    failure,
    dismissFailure: () => setFailure(null),
  };
}

/** A gateway error reads `errors.<code>`; a phone-auth provider error carries its own message key. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError) return `errors.${error.code}`;
  if (typeof error === 'object' && error && 'messageKey' in error && typeof error.messageKey === 'string') {
    return error.messageKey;
  }
  return 'errors.UNKNOWN';
}
