import {
  backofficeAgentContractsCall,
  backofficeAgentPayoutsCall,
  backofficeAuditCall,
  backofficeDepositsCall,
  backofficeDisputesCall,
  backofficeLotteryDrawsCall,
  backofficePlayersCall,
  backofficeWithdrawalsCall,
  type AuditRow,
  type BackofficeAgentContract,
  type BackofficeAgentPayout,
  type BackofficeDraw,
  type BackofficeExportTable,
  type CallContract,
  type CashierDeposit,
  type CashierWithdrawal,
  type PlayerRow,
} from '@platform/shared/api-contract';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { listContracts, listPayouts } from './agents';
import { listAudit } from './audit';
import { createCashierQueues } from './cashier-queues';
import { listDraws } from './lottery';
import { createPlayers } from './players';

/** One page of a table's rows, as its list call answers them, for the filter of that call. */
type PageOf<Row> = (db: Db, filter: Record<string, unknown>, page: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>;

export interface ExportTable<Row = Record<string, unknown>> {
  /** The list call: its request schema is the export's query, its permission the export's. */
  call: CallContract<z.ZodMiniType, z.ZodMiniType>;
  /** The CSV's columns, in order: fields of the list call's row (type-checked against the contract). */
  columns: readonly (keyof Row & string)[];
  page: PageOf<Row>;
}

const table = <Row,>(spec: ExportTable<Row>) => spec as unknown as ExportTable;
// The list functions take the parsed query of their call; the export parsed it with the same schema.
const as = <T,>(filter: Record<string, unknown>, page: number, pageSize: number) => ({ ...filter, page, pageSize }) as T;

/**
 * The exportable tables and how each reads a page: the same functions and defaults as its list
 * route (routes-*.ts), so a file holds exactly what the screen pages through.
 */
export const EXPORT_TABLES: Record<BackofficeExportTable, ExportTable> = {
  players: table<PlayerRow>({
    call: backofficePlayersCall,
    columns: ['id', 'account', 'nickname', 'mobile', 'email', 'status', 'type', 'createdAt', 'lastLoginAt'],
    page: (db, filter, page, pageSize) => createPlayers(db).search(as(filter, page, pageSize)),
  }),
  deposits: table<CashierDeposit>({
    call: backofficeDepositsCall,
    columns: ['id', 'memberId', 'account', 'channelCode', 'kind', 'amount', 'status', 'receiptUploadId', 'createdAt', 'decidedAt'],
    page: (db, filter, page, pageSize) => createCashierQueues(db).deposits(as({ ...filter, status: filter['status'] ?? 'pending' }, page, pageSize)),
  }),
  withdrawals: table<CashierWithdrawal>({
    call: backofficeWithdrawalsCall,
    columns: ['id', 'memberId', 'account', 'amount', 'receivingAddress', 'status', 'proofUploadIds', 'createdAt', 'decidedAt', 'confirmDeadline', 'confirmedAt'],
    page: (db, filter, page, pageSize) => createCashierQueues(db).withdrawals(as({ ...filter, status: filter['status'] ?? 'requested' }, page, pageSize)),
  }),
  disputes: table<CashierWithdrawal>({
    call: backofficeDisputesCall,
    columns: ['id', 'memberId', 'account', 'amount', 'receivingAddress', 'status', 'proofUploadIds', 'createdAt', 'decidedAt', 'confirmDeadline', 'confirmedAt'],
    page: (db, filter, page, pageSize) => createCashierQueues(db).withdrawals(as({ ...filter, status: 'not_received' }, page, pageSize)),
  }),
  audit: table<AuditRow>({
    call: backofficeAuditCall,
    columns: ['id', 'at', 'staffId', 'staffName', 'merchantCode', 'action', 'target', 'before', 'after', 'hash'],
    page: async (db, filter, page, pageSize) => {
      const { rows, total } = await listAudit(db, as(filter, page, pageSize));
      // As routes-audit.ts answers them: the chain's sequence is the row's id.
      return {
        total,
        rows: rows.map((row) => ({
          id: row.seq,
          at: row.at.toISOString(),
          staffId: row.staffId,
          staffName: row.staffName,
          merchantCode: row.merchantCode,
          action: row.action,
          target: row.target,
          before: row.before,
          after: row.after,
          hash: row.hash,
        })),
      };
    },
  }),
  'lottery-draws': table<BackofficeDraw>({
    call: backofficeLotteryDrawsCall,
    columns: ['id', 'gameCode', 'periodId', 'opensAt', 'closesAt', 'drawAt', 'status', 'commitment', 'seed', 'outcome', 'drawnAt', 'bets', 'openBets', 'stake', 'payout'],
    page: (db, filter, page, pageSize) => listDraws(db, as(filter, page, pageSize)),
  }),
  'agent-contracts': table<BackofficeAgentContract>({
    call: backofficeAgentContractsCall,
    columns: ['id', 'kind', 'status', 'uplineId', 'uplineAccount', 'downlineId', 'downlineAccount', 'rate', 'cycle', 'createdAt', 'acceptedAt', 'endedAt'],
    page: (db, filter, page, pageSize) => listContracts(db, as(filter, page, pageSize)),
  }),
  'agent-payouts': table<BackofficeAgentPayout>({
    call: backofficeAgentPayoutsCall,
    columns: ['id', 'contractId', 'kind', 'uplineAccount', 'downlineAccount', 'periodStart', 'periodEnd', 'turnover', 'teamLoss', 'activeMembers', 'rate', 'amount'],
    page: (db, filter, page, pageSize) => listPayouts(db, as(filter, page, pageSize)),
  }),
};
