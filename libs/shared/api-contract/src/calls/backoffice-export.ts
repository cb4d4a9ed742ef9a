/**
 * Server-side CSV exports of the back office's tables (issue 22 §4). Each table's export takes the
 * same query as its list call (without page and pageSize), needs the same permission, and streams
 * every matching row, in the list's sort, up to BACKOFFICE_EXPORT_MAX_ROWS. The answer is
 * `text/csv`; a refusal is the usual JSON envelope.
 */
export const BACKOFFICE_EXPORT_PATH = '/api/backoffice/export';

/** Table name in the export URL -> the list call whose query, permission and rows it shares. */
export const BACKOFFICE_EXPORT_TABLES = {
  players: 'backofficePlayers',
  deposits: 'backofficeDeposits',
  withdrawals: 'backofficeWithdrawals',
  disputes: 'backofficeDisputes',
  audit: 'backofficeAudit',
  'lottery-draws': 'backofficeLotteryDraws',
  'agent-contracts': 'backofficeAgentContracts',
  'agent-payouts': 'backofficeAgentPayouts',
} as const;
export type BackofficeExportTable = keyof typeof BACKOFFICE_EXPORT_TABLES;

/** Response headers: rows in the file, rows that matched, and `true` when the cap cut the file. */
export const BACKOFFICE_EXPORT_HEADERS = { rows: 'x-export-rows', total: 'x-export-total', capped: 'x-export-capped' } as const;

/** The export table of a list call, or undefined when it has none. */
export function exportTableOf(callId: string): BackofficeExportTable | undefined {
  return (Object.keys(BACKOFFICE_EXPORT_TABLES) as BackofficeExportTable[]).find((table) => BACKOFFICE_EXPORT_TABLES[table] === callId);
}
