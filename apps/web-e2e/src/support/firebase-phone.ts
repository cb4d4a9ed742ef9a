/**
 * Firebase phone auth in the journeys: the Auth emulator (apps/web-e2e/firebase/firebase.json, offline with a
 * demo- project) and a second gateway that verifies its tokens. The Lucky brand's web config names the same
 * project, so on this gateway its SMS login and registration go through Firebase, while the group's main
 * gateway (no FIREBASE_PROJECT_ID) keeps the outbox codes the other Lucky journeys read.
 */
export const E2E_FIREBASE = {
  projectId: 'demo-lucky-phone',
  emulatorPort: 9170,
  gatewayPort: 4172,
} as const;

const EMULATOR = `http://127.0.0.1:${E2E_FIREBASE.emulatorPort}`;
const CODE_WAIT_MS = 45_000;

interface SentCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

/** The codes the emulator "sent" and that are still open (a code that signed in is removed). */
async function sentCodes(phoneNumber: string): Promise<SentCode[]> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${E2E_FIREBASE.projectId}/verificationCodes`);
  const body = (await response.json()) as { verificationCodes?: SentCode[] };
  return (body.verificationCodes ?? []).filter((entry) => entry.phoneNumber === phoneNumber);
}

/** The sessions already open for a number; take it before sending, and pass it to emulatorCode. */
export async function openSessions(phoneNumber: string): Promise<Set<string>> {
  return new Set((await sentCodes(phoneNumber)).map((entry) => entry.sessionInfo));
}

/**
 * Waits for a code the emulator sent to `phoneNumber` after `before` was taken, read from its REST list
 * of sent codes. The bound only ends a wait for a code that never comes, sized for a loaded 2-core machine.
 */
export async function emulatorCode(phoneNumber: string, before: Set<string>): Promise<string> {
  const deadline = Date.now() + CODE_WAIT_MS;
  while (Date.now() < deadline) {
    const fresh = (await sentCodes(phoneNumber)).find((entry) => !before.has(entry.sessionInfo));
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Auth emulator sent no new code to ${phoneNumber} within ${CODE_WAIT_MS / 1000} s`);
}

/** A code of the same length that is not `code`, for the invalid-verification-code answer. */
export function wrongCode(code: string): string {
  return code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
}
