import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import type { Member } from '../../src/db/schema';
import { DEMO_VENDORS } from '../../src/modules/games/catalogue';
import { createGamesRepository } from '../../src/modules/games/repository';
import { createWalletRepository } from '../../src/modules/wallet/repository';
import { demoChannels } from '../../src/modules/wallet/seed';
import { OPERATOR_TOKEN } from './app';
import { createMember, freshIp, freshName, login, openAuthHarness, postE, tokenOf, type AuthHarness, type HarnessOptions } from './auth';
import type { Backend } from './backends';

export const PASSWORD = 'Secret123';
export const WITHDRAW_PASSWORD = 'Payout456';
export const key = (): string => randomUUID();

/**
 * A 4×4 half-transparent PNG and an 8×8 JPEG that uploads re-encode to themselves (security/images):
 * an upload is decoded and encoded afresh, and these are fixed points of that, so a test may
 * compare what is served back with what it sent.
 */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVR42mPUqDjRwIAEmBjQAGEBAH2EAfC+RMsFAAAAAElFTkSuQmCC',
  'base64',
);
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAMDAwMDAwQEBAQFBQUFBQcHBgYHBwsICQgJCAsRCwwLCwwLEQ8SDw4PEg8bFRMTFRsfGhkaHyYiIiYwLTA+PlT/2wBDAQMDAwMDAwQEBAQFBQUFBQcHBgYHBwsICQgJCAsRCwwLCwwLEQ8SDw4PEg8bFRMTFRsfGhkaHyYiIiYwLTA+PlT/wgARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAVAQEBAAAAAAAAAAAAAAAAAAAHCP/aAAwDAQACEAMQAAAAghRoF//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAT8Af//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQIBAT8Af//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQMBAT8Af//Z',
  'base64',
);

/** A wallet suite's app: auth harness, the demo vendors and deposit channels, no job timer. */
export async function openWalletHarness(backend: Backend, options: HarnessOptions = {}): Promise<AuthHarness> {
  const h = await openAuthHarness(backend, { ...options, env: { WALLET_JOB_INTERVAL_SECONDS: '0', ...options.env } });
  await createGamesRepository(h.app.db).seedVendors([...DEMO_VENDORS]);
  await createWalletRepository(h.app.db).seedChannels(demoChannels('FORTUNA'));
  return h;
}

export interface WalletMember {
  id: number;
  account: string;
  token: string;
  ip: string;
  row(): Promise<Member>;
  /** A fresh session, after the fake clock moved past the idle timeout. */
  relogin(): Promise<void>;
}

/** A logged-in member, optionally credited (operator credit, through the ledger) and with a withdraw password. */
export async function walletMember(
  app: FastifyInstance,
  options: { balance?: number; withdrawPassword?: boolean; type?: number } = {},
): Promise<WalletMember> {
  const account = freshName('wallet');
  const id = await createMember(app, { account, password: PASSWORD, type: options.type ?? 0 });
  const ip = freshIp();
  const token = tokenOf(await login(app, { username: account, password: PASSWORD }, { ip }));
  if (options.balance) await credit(app, account, options.balance);
  if (options.withdrawPassword) {
    const set = await postE(
      app,
      '/api/wallet/withdraw-password',
      { password: PASSWORD, withdrawPassword: WITHDRAW_PASSWORD, confirmWithdrawPassword: WITHDRAW_PASSWORD },
      { token, ip },
    );
    if (set.statusCode !== 200) throw new Error(`withdraw password not set: ${set.body}`);
  }
  const member: WalletMember = {
    id,
    account,
    token,
    ip,
    row: async () => (await app.memberRepository.findById(id))!,
    async relogin() {
      member.token = tokenOf(await login(app, { username: account, password: PASSWORD }, { ip }));
    },
  };
  return member;
}

export function operator(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function credit(app: FastifyInstance, account: string, amount: number, merchantCode = 'FORTUNA'): Promise<void> {
  const response = await operator(app, 'POST', '/api/operator/wallet/credit', { idempotencyKey: key(), merchantCode, account, amount });
  if (response.statusCode !== 200) throw new Error(`credit failed: ${response.body}`);
}

export function call(app: FastifyInstance, member: WalletMember, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${member.token}` },
    remoteAddress: member.ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function mainBalance(app: FastifyInstance, member: WalletMember): Promise<number> {
  const response = await call(app, member, 'GET', '/api/wallet/balance');
  return (response.json() as { value: { balance: number } }).value.balance;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface LedgerAudit {
  /** Transfers whose entries do not sum to zero. */
  unbalancedTransfers: number;
  /** The sum of every balance, system accounts included: money is only moved, so it stays 0. */
  totalMoney: number;
  negativeMemberAccounts: number;
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: number;
  transfers: number;
}

export interface AuditedAccount {
  id: number;
  memberId: number | null;
  owner: string;
  kind: string;
  balance: number;
}

/**
 * The ledger's four invariants over one merchant (or every merchant), computed here from the raw
 * rows (two plain queries), independently of the SQL the ledger itself runs.
 */
export async function auditLedgerRows(db: Db, merchantCode?: string): Promise<{ audit: LedgerAudit; accounts: AuditedAccount[] }> {
  const filter = merchantCode ? sql`a.merchant_code = ${merchantCode}` : sql`true`;
  const accountRows = await rows<{ id: string; member_id: number | null; owner: string; kind: string; balance: string }>(
    db,
    sql`select a.id, a.member_id, a.owner, a.kind, a.balance from ledger_accounts a where ${filter}`,
  );
  const entryRows = await rows<{ transfer_id: string; account_id: string; amount: string }>(
    db,
    sql`select e.transfer_id, e.account_id, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id where ${filter}`,
  );
  const accounts = accountRows.map((a) => ({ id: Number(a.id), memberId: a.member_id, owner: a.owner, kind: a.kind, balance: Number(a.balance) }));
  const byTransfer = new Map<number, number>();
  const byAccount = new Map<number, number>();
  for (const e of entryRows) {
    byTransfer.set(Number(e.transfer_id), (byTransfer.get(Number(e.transfer_id)) ?? 0) + Number(e.amount));
    byAccount.set(Number(e.account_id), (byAccount.get(Number(e.account_id)) ?? 0) + Number(e.amount));
  }
  const audit: LedgerAudit = {
    unbalancedTransfers: [...byTransfer.values()].filter((sum) => sum !== 0).length,
    totalMoney: accounts.reduce((sum, a) => sum + a.balance, 0),
    negativeMemberAccounts: accounts.filter((a) => a.owner === 'member' && a.balance < 0).length,
    driftedAccounts: accounts.filter((a) => a.balance !== (byAccount.get(a.id) ?? 0)).length,
    transfers: byTransfer.size,
  };
  return { audit, accounts };
}

export async function auditLedger(db: Db, merchantCode?: string): Promise<LedgerAudit> {
  return (await auditLedgerRows(db, merchantCode)).audit;
}

export async function countTransfers(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_transfers where ${where}`);
  return Number(row!.n);
}
