import type { BackofficeAgentContract, BackofficeAgentPayout } from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agentContracts, agentPayouts } from '../../db/agent-schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

/**
 * The agents for staff (issue 22 §3 "Agents"), read-only: the contracts (each links an upline to a
 * direct downline, so filtering by upline walks the tree one level at a time) and the payouts per
 * period. Staff never offer, end or pay a contract: those are the agents' own actions.
 */

const upline = alias(members, 'upline');
const downline = alias(members, 'downline');

interface Paging {
  merchantCode: string;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

/** Matches either side's account exactly (agents are looked up by name, not by fragment). */
const eitherAccount = (account: string | undefined) => (account ? or(eq(upline.account, account), eq(downline.account, account)) : undefined);

export async function listContracts(
  db: Db,
  query: Paging & { uplineId?: number | undefined; account?: string | undefined; kind?: string | undefined; status?: string | undefined },
): Promise<{ rows: BackofficeAgentContract[]; total: number }> {
  const where = and(
    eq(agentContracts.merchantCode, query.merchantCode),
    query.uplineId ? eq(agentContracts.uplineId, query.uplineId) : undefined,
    query.kind ? eq(agentContracts.kind, query.kind as never) : undefined,
    query.status ? eq(agentContracts.status, query.status as never) : undefined,
    eitherAccount(query.account?.trim()),
  );
  const order = (query.dir ?? 'desc') === 'asc' ? asc : desc;
  const base = () =>
    db
      .select({ c: agentContracts, uplineAccount: upline.account, downlineAccount: downline.account })
      .from(agentContracts)
      .innerJoin(upline, eq(upline.id, agentContracts.uplineId))
      .innerJoin(downline, eq(downline.id, agentContracts.downlineId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(order(agentContracts.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(agentContracts)
      .innerJoin(upline, eq(upline.id, agentContracts.uplineId))
      .innerJoin(downline, eq(downline.id, agentContracts.downlineId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ c, uplineAccount, downlineAccount }) => ({
      id: c.id,
      kind: c.kind,
      status: c.status,
      uplineId: c.uplineId,
      uplineAccount,
      downlineId: c.downlineId,
      downlineAccount,
      rate: c.rate,
      cycle: c.cycle,
      createdAt: c.createdAt.toISOString(),
      acceptedAt: c.acceptedAt?.toISOString() ?? null,
      endedAt: c.endedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export async function listPayouts(
  db: Db,
  query: Paging & { account?: string | undefined; kind?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<{ rows: BackofficeAgentPayout[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(agentPayouts.merchantCode, query.merchantCode),
    query.kind ? eq(agentPayouts.kind, query.kind as never) : undefined,
    query.from ? gte(agentPayouts.periodStart, dayStart(query.from)) : undefined,
    query.to ? lt(agentPayouts.periodStart, dayAfter(query.to)) : undefined,
    eitherAccount(query.account?.trim()),
  ];
  const where = and(...conditions);
  const order = (query.dir ?? 'desc') === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: agentPayouts, uplineAccount: upline.account, downlineAccount: downline.account })
      .from(agentPayouts)
      .innerJoin(upline, eq(upline.id, agentPayouts.uplineId))
      .innerJoin(downline, eq(downline.id, agentPayouts.downlineId))
      .where(where)
      .orderBy(order(agentPayouts.periodStart), order(agentPayouts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(agentPayouts)
      .innerJoin(upline, eq(upline.id, agentPayouts.uplineId))
      .innerJoin(downline, eq(downline.id, agentPayouts.downlineId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ p, uplineAccount, downlineAccount }) => ({
      id: p.id,
      contractId: p.contractId,
      kind: p.kind,
      uplineAccount,
      downlineAccount,
      periodStart: p.periodStart.toISOString(),
      periodEnd: p.periodEnd.toISOString(),
      turnover: p.turnover,
      teamLoss: p.teamLoss,
      activeMembers: p.activeMembers,
      rate: p.rate,
      amount: p.amount,
    })),
    total: total?.n ?? 0,
  };
}
