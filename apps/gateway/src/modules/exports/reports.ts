import { EXPORT_MAX_ROWS, type AgentReport, type RecallRound, type TransactionType } from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { Member } from '../../db/schema';
import type { AgentRepository, TreeScope } from '../agent/repository';
import { assertAgent } from '../agent/service';
import { recallOfRound } from '../fairness/recall';
import type { GamesRepository } from '../games/repository';
import { ledgerReads } from '../ledger/reads';
import { isTrial } from '../member/rules';
import { recallOfLotteryBet, type LotteryRecall } from '../lottery/recall';
import type { WalletRepository } from '../wallet/repository';
import { amountCell, toCsv, type CsvColumn } from './csv';
import type { Period } from './period';

const iso = (value: string | Date) => new Date(value).toISOString();

type BettingRow = RecallRound & { serverSeedHash: string | null; clientSeed: string | null; nonce: number | null };

const BETTING_COLUMNS: CsvColumn<BettingRow>[] = [
  { header: 'time', value: (r) => r.createdAt },
  { header: 'source', value: (r) => r.source },
  { header: 'game', value: (r) => r.gameCode },
  { header: 'reference', value: (r) => r.ref },
  { header: 'pick', value: (r) => r.pick },
  { header: 'stake', value: (r) => amountCell(r.stake) },
  { header: 'win', value: (r) => amountCell(r.win) },
  { header: 'status', value: (r) => r.status },
  { header: 'realm', value: (r) => r.realm },
  { header: 'outcome', value: (r) => r.outcome?.join(' ') ?? null },
  { header: 'server_seed_hash', value: (r) => r.serverSeedHash },
  { header: 'client_seed', value: (r) => r.clientSeed },
  { header: 'nonce', value: (r) => r.nonce },
];

/** The betting record: in-house rounds and lottery bets of the period, newest first. */
export async function bettingRecordCsv(
  deps: { games: Pick<GamesRepository, 'roundsBetween'>; lottery: Pick<LotteryRecall, 'betsBetween'> },
  member: Member,
  period: Period,
): Promise<string> {
  const [rounds, bets] = await Promise.all([
    deps.games.roundsBetween(member.id, period.from, period.to, EXPORT_MAX_ROWS),
    deps.lottery.betsBetween(member.id, period.from, period.to, EXPORT_MAX_ROWS),
  ]);
  const rows: BettingRow[] = [
    ...rounds.map((round) => ({
      ...recallOfRound(round),
      serverSeedHash: round.seed?.serverSeedHash ?? null,
      clientSeed: round.seed?.clientSeed ?? null,
      nonce: round.nonce,
    })),
    ...bets.map((bet) => ({ ...recallOfLotteryBet(bet), serverSeedHash: null, clientSeed: null, nonce: null })),
  ];
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.ref.localeCompare(a.ref));
  return toCsv(BETTING_COLUMNS, rows.slice(0, EXPORT_MAX_ROWS));
}

interface AccountRow {
  id: string;
  type: string;
  amount: number;
  balanceAfter: number | null;
  status: string;
  createdAt: string;
}

const ACCOUNT_COLUMNS: CsvColumn<AccountRow>[] = [
  { header: 'time', value: (r) => r.createdAt },
  { header: 'reference', value: (r) => r.id },
  { header: 'type', value: (r) => r.type },
  { header: 'amount', value: (r) => amountCell(r.amount) },
  { header: 'balance_after', value: (r) => (r.balanceAfter === null ? null : amountCell(r.balanceAfter)) },
  { header: 'status', value: (r) => r.status },
];

/** The account record: the same rows as transactionHistory (wallet/repository.ts), the period's newest first. */
export async function accountRecordCsv(
  deps: { db: Db; wallet: Pick<WalletRepository, 'settings' | 'history'> },
  member: Member,
  period: Period,
  type: TransactionType | 'all' | undefined,
): Promise<string> {
  const { db, wallet } = deps;
  const { currency } = await wallet.settings(member.merchantCode);
  // Read only: an account that was never opened has no entries (the history's -1 matches nothing).
  const accountId = await ledgerReads.memberAccountId(db, member.id, isTrial(member) ? 'PLAY' : 'MAIN', currency);
  const { rows } = await wallet.history({
    memberId: member.id,
    accountId: accountId ?? null,
    type: type && type !== 'all' ? type : null,
    from: period.from,
    to: period.to,
    limit: EXPORT_MAX_ROWS,
    offset: 0,
  });
  return toCsv(
    ACCOUNT_COLUMNS,
    rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: Number(row.amount),
      balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
      status: row.status,
      createdAt: iso(row.created_at),
    })),
  );
}

interface AgentRow {
  id: string;
  account: string;
  type: string;
  amount: number;
  balanceAfter: number;
  createdAt: string;
}

const AGENT_COLUMNS: CsvColumn<AgentRow>[] = [
  { header: 'time', value: (r) => r.createdAt },
  { header: 'reference', value: (r) => r.id },
  { header: 'account', value: (r) => r.account },
  { header: 'type', value: (r) => r.type },
  { header: 'amount', value: (r) => amountCell(r.amount) },
  { header: 'balance_after', value: (r) => amountCell(r.balanceAfter) },
];

/**
 * An agent report from the agent module's own downline query (agent/repository.ts): the downline
 * transaction details, or with `betting` only the downlines' bets (team betting). Agents only.
 */
export async function agentReportCsv(
  agents: Pick<AgentRepository, 'transactions'>,
  agent: Member,
  period: Period,
  report: AgentReport,
  scope: TreeScope,
): Promise<string> {
  assertAgent(agent);
  const { rows } = await agents.transactions(agent.id, agent.merchantCode, scope, {
    type: report === 'betting' ? 'bet' : null,
    memberId: null,
    from: period.from,
    to: period.to,
    limit: EXPORT_MAX_ROWS,
    offset: 0,
  });
  return toCsv(
    AGENT_COLUMNS,
    rows.map((row) => ({
      id: row.id,
      account: row.account,
      type: row.type,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      createdAt: iso(row.created_at),
    })),
  );
}

export interface ExportReportsDeps {
  db: Db;
  games: Pick<GamesRepository, 'roundsBetween'>;
  lottery: Pick<LotteryRecall, 'betsBetween'>;
  wallet: Pick<WalletRepository, 'settings' | 'history'>;
  agents: Pick<AgentRepository, 'transactions'>;
}

/** The three CSV reports over the repositories they read, bound once (the exports plugin builds it). */
export function createExportReports(deps: ExportReportsDeps) {
  return {
    betting: (member: Member, period: Period) => bettingRecordCsv(deps, member, period),
    account: (member: Member, period: Period, type: TransactionType | 'all' | undefined) => accountRecordCsv(deps, member, period, type),
    agent: (agent: Member, period: Period, report: AgentReport, scope: TreeScope) => agentReportCsv(deps.agents, agent, period, report, scope),
  };
}

export type ExportReports = ReturnType<typeof createExportReports>;
