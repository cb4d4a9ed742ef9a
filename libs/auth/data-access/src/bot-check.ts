import { botChallengeCall } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';

/**
 * Solves an ALTCHA proof-of-work challenge: find n <= maxnumber with
 * SHA-256(salt + n) == challenge. Returns the base64 payload the gateway verifies.
 * Username login and registration require it; SMS login skips it (spec §5).
 */
export async function solveBotCheck(client: ApiClient): Promise<string> {
  const challenge = await client.call(botChallengeCall, {});
  const max = challenge.maxnumber ?? 1_000_000;
  const encoder = new TextEncoder();
  for (let n = 0; n <= max; n++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n));
    if (toHex(digest) === challenge.challenge) {
      return btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: n,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      );
    }
  }
  throw new Error('bot check could not be solved');
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
