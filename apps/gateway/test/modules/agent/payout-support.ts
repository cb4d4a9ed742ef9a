import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client';
import { freshIp, freshName, login, postE, tokenOf } from '../../support/auth';
import { PASSWORD, call, type WalletMember } from '../../support/wallet';

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A downline registered by `upline` through the register centre, logged in. */
export async function downlineOf(app: FastifyInstance, upline: WalletMember, agentType?: number): Promise<WalletMember> {
  const account = freshName('pay');
  const body = { username: account, password: PASSWORD, confirmPassword: PASSWORD, ...(agentType ? { agentType } : {}) };
  const created = await postE(app, '/api/agent/register', body, { token: upline.token, ip: upline.ip });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json().value as { id: number }).id;
  const ip = freshIp();
  // Spec §4: an account an agent created serves nothing until its password is changed (issue 26).
  const forced = tokenOf(await login(app, { username: account, password: PASSWORD }, { ip }));
  const changed = await postE(app, '/api/member/change-password', { oldPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD }, { token: forced, ip });
  expect(changed.statusCode, changed.body).toBe(200);
  const member: WalletMember = {
    id,
    account,
    token: (changed.json().value as { token: string }).token,
    ip,
    row: async () => (await app.memberRepository.findById(id))!,
    async relogin() {
      member.token = tokenOf(await login(app, { username: account, password: PASSWORD }, { ip }));
    },
  };
  return member;
}

export interface TierInput {
  minBet: number;
  pnl: number;
  minActiveMembers: number;
  rate: number;
}

/** Offers a contract through the API and has the downline accept it; answers its id. */
export async function agreeContract(
  app: FastifyInstance,
  upline: WalletMember,
  downline: WalletMember,
  kind: string,
  tiers: TierInput[],
  cycle?: string,
): Promise<number> {
  const offered = await call(app, upline, 'POST', '/api/agent/contracts/offer', { account: downline.account, kind, tiers, ...(cycle ? { cycle } : {}) });
  expect(offered.statusCode, offered.body).toBe(200);
  const id = (offered.json().value as { id: number }).id;
  const accepted = await call(app, downline, 'POST', '/api/member/contracts/accept', { contractId: id, confirm: true });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json().value.accepted).toBe(true);
  return id;
}

export interface SimulatedRound {
  memberId: number;
  bet: number;
  win: number;
  at: Date;
}

/**
 * Writes in-house rounds straight into game_rounds, as the play service stores them (real money).
 * Raw SQL so the insert names only the columns every version of the table has.
 */
export async function insertRounds(db: Db, rounds: readonly SimulatedRound[]): Promise<void> {
  for (let i = 0; i < rounds.length; i += 400) {
    const values = rounds.slice(i, i + 400).map(
      (r) =>
        sql`('FORTUNA', ${r.memberId}, ${randomUUID()}, 'DICE', 'real', ${r.bet}, ${r.win}, '{"pick":null,"outcome":[]}'::jsonb, 0, ${r.at.toISOString()}::timestamptz)`,
    );
    await db.execute(sql`insert into game_rounds (merchant_code, member_id, round_id, game_code, realm, bet, win, detail, balance_after, created_at)
      values ${sql.join(values, sql`, `)}`);
  }
}

/** A self-exclusion of the player from `startsAt`, as protection records it (permanent). */
export async function selfExclude(db: Db, memberId: number, startsAt: Date): Promise<void> {
  await db.execute(sql`insert into protection_exclusions (member_id, merchant_code, kind, starts_at)
    values (${memberId}, 'FORTUNA', 'self_exclusion', ${startsAt.toISOString()}::timestamptz)`);
}

export interface PayoutRow {
  period_key: string;
  period_start: Date | string;
  amount: number;
  turnover: number;
  excluded_members: number;
  tier_index: number | null;
  transfer_id: number | null;
}

export async function payoutsOf(db: Db, contractId: number): Promise<PayoutRow[]> {
  const found = await rows<PayoutRow>(
    db,
    sql`select period_key, period_start, amount::float8 as amount, turnover::float8 as turnover, excluded_members, tier_index,
               transfer_id::float8 as transfer_id
          from agent_payouts where contract_id = ${contractId} order by period_start`,
  );
  return found.map((row) => ({ ...row, amount: Number(row.amount), turnover: Number(row.turnover) }));
}

/** Posted salary/dividend transfers of a contract, read from the ledger itself. */
export async function payoutTransfers(db: Db, contractId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transfers
         where kind in ('AGENT_SALARY', 'AGENT_DIVIDEND') and idempotency_key like ${`agent-payout:${contractId}:%`}`,
  );
  return Number(row!.n);
}

/** A small deterministic PRNG (mulberry32), so a failing run can be replayed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A member's MAIN balance, read from the ledger (sessions idle out while a test moves the clock by days). */
export async function mainOf(db: Db, memberId: number): Promise<number> {
  const [row] = await rows<{ balance: string | number }>(
    db,
    sql`select coalesce(sum(balance), 0) as balance from ledger_accounts where member_id = ${memberId} and kind = 'MAIN'`,
  );
  return Number(row!.balance);
}
