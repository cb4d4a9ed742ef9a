import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOTP_STEP_SECONDS } from '../../../src/security/totp';
import type { FakeClock } from '../../support/auth';
import { freshIp, openAuthHarness, referenceTotp, type AuthHarness } from '../../support/auth';
import type { Backend } from '../../support/backends';

/** Seeded staff of the back-office suites: one per role in FORTUNA, and an owner of LUCKY only. */
export const STAFF = {
  owner: { name: 'olivia', password: 'Owner-pass-0001', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', grants: 'owner@FORTUNA' },
  finance: { name: 'finn', password: 'Finance-pass-01', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', grants: 'finance@FORTUNA' },
  support: { name: 'sue', password: 'Support-pass-01', secret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK', grants: 'support@FORTUNA' },
  content: { name: 'connie', password: 'Content-pass-01', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', grants: 'content@FORTUNA' },
  risk: { name: 'rick', password: 'Risk-pass-00001', secret: 'ONSWG4TFOQQGC3DQONSWG4TFOQQGC3DQ', grants: 'risk@FORTUNA' },
  luckyOwner: { name: 'lucy', password: 'Lucky-pass-0001', secret: 'NBSWY3DPEB3W64TMNBSWY3DPEB3W64TM', grants: 'owner@LUCKY' },
} as const;
export type StaffKey = keyof typeof STAFF;

export const SEED_STAFF = Object.values(STAFF)
  .map((s) => `${s.name}:${s.password}:${s.secret}:${s.grants}`)
  .join(',');

export async function openBackofficeHarness(backend: Backend, env: Record<string, string> = {}): Promise<AuthHarness> {
  return openAuthHarness(backend, { env: { BACKOFFICE_SEED_STAFF: SEED_STAFF, WALLET_JOB_INTERVAL_SECONDS: '0', ...env } });
}

export const cookieOf = (response: LightMyRequestResponse): string => {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.split(';')[0]!;
};

/** Step 1 only: a session that has passed the password and not the TOTP code. */
export async function passwordStep(app: FastifyInstance, key: StaffKey, ip = freshIp()): Promise<string> {
  const staff = STAFF[key];
  const response = await app.inject({ method: 'POST', url: '/api/backoffice/session/password', remoteAddress: ip, payload: { name: staff.name, password: staff.password } });
  if (response.statusCode !== 200) throw new Error(`password step of ${staff.name}: ${response.body}`);
  return cookieOf(response);
}

/**
 * Both steps. The clock moves one TOTP step first: a code is accepted once per step and staff
 * member, so two sign-ins of one person need two steps.
 */
export async function signIn(app: FastifyInstance, clock: FakeClock, key: StaffKey): Promise<string> {
  const half = await passwordStep(app, key);
  clock.advance(TOTP_STEP_SECONDS * 1000);
  const response = await app.inject({
    method: 'POST',
    url: '/api/backoffice/session/totp',
    headers: { cookie: half },
    payload: { code: referenceTotp(STAFF[key].secret, clock.now()) },
  });
  if (response.statusCode !== 200) throw new Error(`TOTP step of ${STAFF[key].name}: ${response.body}`);
  return cookieOf(response);
}

export function bo(app: FastifyInstance, cookie: string | null, method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}) {
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    return app.inject({ method, url: query ? `${url}?${query}` : url, headers: cookie ? { cookie } : {} });
  }
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: input });
}

/** The number of rows of the back-office audit log. */
export async function auditCount(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute(sql`select count(*)::int as n from backoffice_audit`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}
