import type { AgentContract } from '../../db/agent-schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { Ledger, TransferKind } from '../ledger/service';
import { payoutFor, teamFigures, type MemberPlay } from './payout-formula';
import { cycleOfKind, finishedPeriods, lookbackMs, type ContractCycle, type PayoutPeriod } from './payout-periods';
import type { PayoutRepository } from './payout-repository';

/** The longest lookback of any cycle: contracts ended before it are owed nothing more. */
const MAX_LOOKBACK_MS = lookbackMs('monthly');

/**
 * The check point of issue 10 "agents and self-exclusion": true while a player's bets must not earn
 * their agents anything. The plugin wires it to protection's isPaymentBlockedForPlayer.
 */
export type PaymentBlockCheck = (memberId: number, at: Date) => Promise<boolean>;

export interface PayoutJobDeps {
  db: Db;
  ledger: Ledger;
  repository: PayoutRepository;
  currencyOf(merchantCode: string): Promise<string>;
  isPaymentBlocked: PaymentBlockCheck;
  /** The real-time salary period in seconds (spec §9: 300). */
  realtimeSeconds: number;
}

export interface PayoutRunResult {
  /** Periods this run settled (a zero amount included). */
  settled: number;
  /** Of those, the ones that moved money, and how much in all. */
  paid: number;
  amount: number;
  /** Periods another run settled first. */
  skipped: number;
  /** Periods left for a later run because the upline's balance was short. */
  unfunded: number;
  /** Contracts whose settlement failed unexpectedly; the others still ran, and a later run retries these. */
  failures: { contractId: number; error: unknown }[];
}

interface RunContext {
  at: Date;
  isBlockedNow(memberId: number): Promise<boolean>;
}

/**
 * A period is settled only this long after it ended, so a bet stamped just before the end but
 * committed just after it is counted.
 */
export function settleGraceMs(cycle: ContractCycle, realtimeSeconds: number): number {
  return cycle === 'realtime' ? Math.min(30_000, (realtimeSeconds * 1000) / 5) : 30_000;
}

function ledgerKindOf(contract: AgentContract): TransferKind {
  return contract.kind === 'dividend' ? 'AGENT_DIVIDEND' : 'AGENT_SALARY';
}

/** The key of the period's transfer, unique per merchant in the ledger (a second guard beside the payout row). */
export function payoutTransferKey(contractId: number, periodKey: string): string {
  return `agent-payout:${contractId}:${periodKey}`;
}

/**
 * Settles every finished, unsettled period of every contract (spec §9: real-time salary every
 * 5 minutes; hourly; daily; dividends daily, weekly, semi-monthly or monthly). Any number of
 * instances may run it at once: a period is claimed by inserting its (contract, period) row in
 * the transaction that posts the upline -> downline transfer, so exactly one run pays it.
 */
export async function runPayouts(deps: PayoutJobDeps, at: Date): Promise<PayoutRunResult> {
  const result: PayoutRunResult = { settled: 0, paid: 0, amount: 0, skipped: 0, unfunded: 0, failures: [] };
  // Whether each player is blocked now does not change within a run: ask once per player.
  const blockedNow = new Map<number, Promise<boolean>>();
  const run: RunContext = {
    at,
    isBlockedNow(memberId) {
      let known = blockedNow.get(memberId);
      if (!known) blockedNow.set(memberId, (known = deps.isPaymentBlocked(memberId, at)));
      return known;
    },
  };
  const contracts = await deps.repository.payableContracts(new Date(at.getTime() - MAX_LOOKBACK_MS));
  for (const contract of contracts) {
    try {
      for (const period of await unsettledPeriods(deps, contract, at)) {
        const outcome = await settlePeriod(deps, contract, period, run);
        if (outcome === 'skipped') result.skipped += 1;
        else if (outcome === 'unfunded') result.unfunded += 1;
        else {
          result.settled += 1;
          if (outcome > 0) {
            result.paid += 1;
            result.amount += outcome;
          }
        }
      }
    } catch (error) {
      // One broken contract must not starve the others: its periods stay unsettled for the next run.
      result.failures.push({ contractId: contract.id, error });
    }
  }
  return result;
}

async function unsettledPeriods(deps: PayoutJobDeps, contract: AgentContract, at: Date): Promise<PayoutPeriod[]> {
  const cycle = cycleOfKind(contract.kind, contract.cycle);
  const acceptedAt = contract.acceptedAt!;
  const from = new Date(Math.max(acceptedAt.getTime(), at.getTime() - lookbackMs(cycle)));
  const until = new Date(at.getTime() - settleGraceMs(cycle, deps.realtimeSeconds));
  const periods = finishedPeriods(cycle, from, until, deps.realtimeSeconds).filter(
    (period) => period.end > acceptedAt && (contract.endedAt === null || period.start < contract.endedAt),
  );
  if (periods.length === 0) return [];
  const settled = await deps.repository.settledKeys(contract.id, periods[0]!.start);
  return periods.filter((period) => !settled.has(period.key));
}

/** The team's play while the contract covered the period, without the players whose bets earn nothing. */
async function countablePlay(deps: PayoutJobDeps, contract: AgentContract, period: PayoutPeriod, run: RunContext) {
  const from = new Date(Math.max(period.start.getTime(), contract.acceptedAt!.getTime()));
  const to = contract.endedAt && contract.endedAt < period.end ? contract.endedAt : period.end;
  const plays = await deps.repository.teamPlay(contract.downlineId, contract.merchantCode, from, to);
  const counted: MemberPlay[] = [];
  let excluded = 0;
  for (const play of plays) {
    // Blocked when excluded during the period or by the time it is paid.
    const blocked = (await run.isBlockedNow(play.memberId)) || (await deps.isPaymentBlocked(play.memberId, period.end));
    if (blocked) excluded += 1;
    else counted.push(play);
  }
  return { counted, excluded };
}

/** Answers the amount paid (0: nothing was owed), or why nothing was settled. */
async function settlePeriod(
  deps: PayoutJobDeps,
  contract: AgentContract,
  period: PayoutPeriod,
  run: RunContext,
): Promise<number | 'skipped' | 'unfunded'> {
  const { at } = run;
  // Overlapping runs walk the same periods in the same order: skip one already taken before computing it.
  if (await deps.repository.isSettled(contract.id, period.key)) return 'skipped';
  const { counted, excluded } = await countablePlay(deps, contract, period, run);
  const figures = payoutFor(contract.kind, contract.tiers, teamFigures(counted));
  const currency = await deps.currencyOf(contract.merchantCode);
  // Accounts are created outside the transaction: PGlite has a single connection.
  const [payer, payee] = await Promise.all([
    deps.ledger.memberAccount(contract.merchantCode, contract.uplineId, 'MAIN', currency),
    deps.ledger.memberAccount(contract.merchantCode, contract.downlineId, 'MAIN', currency),
  ]);
  try {
    return await deps.ledger.transaction(async (tx) => {
      const payoutId = await deps.repository.claim(tx, {
        merchantCode: contract.merchantCode,
        contractId: contract.id,
        kind: contract.kind,
        uplineId: contract.uplineId,
        downlineId: contract.downlineId,
        periodKey: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        turnover: figures.turnover,
        payoutToPlayers: figures.payoutToPlayers,
        teamLoss: figures.teamLoss,
        activeMembers: figures.activeMembers,
        excludedMembers: excluded,
        tierIndex: figures.tierIndex,
        rate: figures.rate,
        amount: figures.amount,
        createdAt: at,
      });
      if (payoutId === undefined) return 'skipped' as const;
      if (figures.amount > 0) {
        const posted = await deps.ledger.postWithin(tx, {
          merchantCode: contract.merchantCode,
          kind: ledgerKindOf(contract),
          idempotencyKey: payoutTransferKey(contract.id, period.key),
          legs: [
            { accountId: payer.id, amount: -figures.amount },
            { accountId: payee.id, amount: figures.amount },
          ],
          metadata: { contractId: contract.id, contractKind: contract.kind, periodKey: period.key, tierIndex: figures.tierIndex },
          at,
        });
        await deps.repository.linkTransfer(tx, payoutId, posted.transferId);
      }
      return figures.amount;
    });
  } catch (error) {
    // The upline cannot cover it: nothing is written, and a later run (within the lookback) tries again.
    if (error instanceof HttpError && error.code === 'INSUFFICIENT_BALANCE') return 'unfunded';
    throw error;
  }
}
