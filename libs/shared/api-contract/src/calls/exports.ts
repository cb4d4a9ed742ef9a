import * as z from 'zod/mini';
import { AGENT_SCOPES } from './agent';
import { TRANSACTION_TYPES } from './wallet';

/**
 * Self-served CSV exports (issue 11 "History"): the betting record, the account record and the
 * agent reports. They answer `text/csv` (RFC 4180, CRLF, a header row) as a download, not the JSON
 * envelope, so they are plain GET routes with a session token (T), described here by path and query.
 * A failure still answers the envelope, with a code from the error catalogue.
 */

/** Without `from`, an export covers this many days back from `to` (three months and a little more). */
export const EXPORT_DEFAULT_DAYS = 92;
/** The longest span one export may cover. */
export const EXPORT_MAX_DAYS = 366;
/** The most rows one file holds; the newest are kept. */
export const EXPORT_MAX_ROWS = 50_000;

const isoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'an ISO date or date-time'));
const range = { from: z.optional(isoDateTime), to: z.optional(isoDateTime) };

export interface CsvExport<Req extends z.ZodMiniType> {
  readonly id: string;
  readonly path: string;
  /** The query string, validated by the gateway before anything is read. */
  readonly request: Req;
}

/** The betting record (personalHistoryCopy): in-house rounds and lottery bets. */
export const bettingRecordExport = {
  id: 'bettingRecordCsv',
  path: '/api/exports/betting-record.csv',
  request: z.object(range),
} as const satisfies CsvExport<z.ZodMiniType>;

/** The account record (transactionHistory): deposits, withdrawals and every other movement of the main wallet. */
export const accountRecordExport = {
  id: 'accountRecordCsv',
  path: '/api/exports/account-record.csv',
  request: z.object({ ...range, type: z.optional(z.enum([...TRANSACTION_TYPES, 'all'])) }),
} as const satisfies CsvExport<z.ZodMiniType>;

export const AGENT_REPORTS = ['transactions', 'betting'] as const;
export type AgentReport = (typeof AGENT_REPORTS)[number];

/**
 * An agent report (agents only): `transactions` is the downline transaction details, `betting` the
 * team betting (the downlines' bets). `scope` is direct downlines or the whole team (default).
 */
export const agentReportExport = {
  id: 'agentReportCsv',
  path: '/api/exports/agent-report.csv',
  request: z.object({ ...range, report: z.optional(z.enum(AGENT_REPORTS)), scope: z.optional(z.enum(AGENT_SCOPES)) }),
} as const satisfies CsvExport<z.ZodMiniType>;

/** An export's URL with its query (undefined values left out), relative to the gateway. */
export function exportUrl<Req extends z.ZodMiniType>(exp: CsvExport<Req>, query: z.input<Req>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${exp.path}?${text}` : exp.path;
}
