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
import { EXPORT_COLUMNS, type ExportColumn, type ExportLanguage } from './export-columns';
import { createPlayers } from './players';

/** One page of a table's rows, as its list call answers them, for the filter of that call. */
type PageOf<Row> = (db: Db, filter: Record<string, unknown>, page: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>;

interface TableSpec<Row> {
  /** The list call: its request schema is the export's query, its permission the export's. */
  call: CallContract<z.ZodMiniType, z.ZodMiniType>;
  /** The CSV's columns, in order: fields of the list call's row (type-checked against the contract). */
  columns: readonly ExportColumn<Row>[];
  page: PageOf<Row>;
}

/** A table as the export route reads it, its row type erased. */
export interface ExportTable {
  call: CallContract<z.ZodMiniType, z.ZodMiniType>;
  columns: readonly { field: string; header: Record<ExportLanguage, string>; amount?: true }[];
  page: PageOf<Record<string, unknown>>;
}

const table = <Row,>(spec: TableSpec<Row>) => spec as unknown as ExportTable;
// The list functions take the parsed query of their call; the export parsed it with the same schema.
const as = <T,>(filter: Record<string, unknown>, page: number, pageSize: number) => ({ ...filter, page, pageSize }) as T;

/**
 * The exportable tables and how each reads a page: the same functions and defaults as its list
 * route (routes-*.ts), so a file holds exactly what the screen pages through.
 */
export const EXPORT_TABLES: Record<BackofficeExportTable, ExportTable> = {
  players: table<PlayerRow>({
    call: backofficePlayersCall,
    columns: EXPORT_COLUMNS.players,
    page: (db, filter, page, pageSize) => createPlayers(db).search(as(filter, page, pageSize)),
  }),
  deposits: table<CashierDeposit>({
    call: backofficeDepositsCall,
    columns: EXPORT_COLUMNS.deposits,
    page: (db, filter, page, pageSize) => createCashierQueues(db).deposits(as({ ...filter, status: filter['status'] ?? 'pending' }, page, pageSize)),
  }),
  withdrawals: table<CashierWithdrawal>({
    call: backofficeWithdrawalsCall,
    columns: EXPORT_COLUMNS.withdrawals,
    page: (db, filter, page, pageSize) => createCashierQueues(db).withdrawals(as({ ...filter, status: filter['status'] ?? 'requested' }, page, pageSize)),
  }),
  disputes: table<CashierWithdrawal>({
    call: backofficeDisputesCall,
    columns: EXPORT_COLUMNS.disputes,
    page: (db, filter, page, pageSize) => createCashierQueues(db).withdrawals(as({ ...filter, status: 'not_received' }, page, pageSize)),
  }),
  audit: table<AuditRow>({
    call: backofficeAuditCall,
    columns: EXPORT_COLUMNS.audit,
    page: (db, filter, page, pageSize) => listAudit(db, as(filter, page, pageSize)),
  }),
  'lottery-draws': table<BackofficeDraw>({
    call: backofficeLotteryDrawsCall,
    columns: EXPORT_COLUMNS['lottery-draws'],
    page: (db, filter, page, pageSize) => listDraws(db, as(filter, page, pageSize)),
  }),
  'agent-contracts': table<BackofficeAgentContract>({
    call: backofficeAgentContractsCall,
    columns: EXPORT_COLUMNS['agent-contracts'],
    page: (db, filter, page, pageSize) => listContracts(db, as(filter, page, pageSize)),
  }),
  'agent-payouts': table<BackofficeAgentPayout>({
    call: backofficeAgentPayoutsCall,
    columns: EXPORT_COLUMNS['agent-payouts'],
    page: (db, filter, page, pageSize) => listPayouts(db, as(filter, page, pageSize)),
  }),
};
