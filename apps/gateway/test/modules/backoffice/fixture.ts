import { ROLE_PERMISSIONS, STAFF_ROLES, type CallContract } from '@platform/shared/api-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type * as z from 'zod/mini';
import type { AuthHarness, FakeClock } from '../../support/auth';
import type { Backend } from '../../support/backends';
import { openWalletHarness } from '../../support/wallet';
import { SEED_STAFF, STAFF, auditCount, bo, openBackofficeHarness, passwordStep, signIn, type StaffKey } from './support';

/**
 * The one set-up of the back-office gateway suites: an app with the seeded staff (STAFF), some of
 * them signed in, optionally a session that passed the password only, closed after the suite.
 * Call it inside the suite's describe; its fields are read inside the tests, once it is open.
 */

/** A back-office call with an input that passes its schema for FORTUNA (ids need not exist). */
export interface RouteCase {
  call: CallContract<z.ZodMiniType, z.ZodMiniType>;
  input: Record<string, unknown>;
}

/** The roles that lack a permission, in STAFF_ROLES order. */
export const rolesWithout = (permission: string): StaffKey[] => STAFF_ROLES.filter((role) => !ROLE_PERMISSIONS[role].includes(permission as never));

export interface BackofficeSuiteOptions {
  /** Gateway environment of this suite, beside the seeded staff. */
  env?: Record<string, string>;
  /** The staff signed in before the tests, their cookies in `cookies`; by default none. */
  signedIn?: readonly StaffKey[] | 'all';
  /** A session of this staff member that passed the password only, in `half`. */
  halfSessionOf?: StaffKey;
  /** Demo vendors and FORTUNA's deposit channels too, for suites that move money. */
  wallet?: boolean;
}

export interface BackofficeSuite {
  readonly app: FastifyInstance;
  readonly clock: FakeClock;
  readonly harness: AuthHarness;
  /** Full sessions of the staff signed in before the tests. */
  readonly cookies: Record<StaffKey, string>;
  /** The password-only session (halfSessionOf). */
  readonly half: string;
  /** A route case sent with a session cookie (null: none). */
  send(cookie: string | null, route: RouteCase): Promise<LightMyRequestResponse>;
  /** Runs a call and answers it with how many back-office audit rows it wrote. */
  counted(run: () => Promise<LightMyRequestResponse>): Promise<{ answer: LightMyRequestResponse; rows: number }>;
}

export function backofficeSuite(backend: Backend, options: BackofficeSuiteOptions = {}): BackofficeSuite {
  let harness: AuthHarness | undefined;
  let half: string | undefined;
  const cookies = {} as Record<StaffKey, string>;
  const open = (): AuthHarness => {
    if (!harness) throw new Error('the back-office suite is not open: read it inside a test');
    return harness;
  };

  beforeAll(async () => {
    harness = options.wallet
      ? await openWalletHarness(backend, { env: { BACKOFFICE_SEED_STAFF: SEED_STAFF, ...options.env } })
      : await openBackofficeHarness(backend, options.env);
    const signedIn = options.signedIn === 'all' ? (Object.keys(STAFF) as StaffKey[]) : (options.signedIn ?? []);
    for (const key of signedIn) cookies[key] = await signIn(harness.app, harness.clock, key);
    if (options.halfSessionOf) half = await passwordStep(harness.app, options.halfSessionOf);
  });
  afterAll(async () => {
    await harness?.close();
  });

  return {
    get app() {
      return open().app;
    },
    get clock() {
      return open().clock;
    },
    get harness() {
      return open();
    },
    cookies,
    get half() {
      if (half === undefined) throw new Error('the suite has no password-only session: set halfSessionOf');
      return half;
    },
    send: (cookie, route) => bo(open().app, cookie, route.call.method as 'GET' | 'POST', route.call.path, route.input),
    async counted(run) {
      const before = await auditCount(open().app);
      const answer = await run();
      return { answer, rows: (await auditCount(open().app)) - before };
    },
  };
}
