import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  BACKOFFICE_EXPORT_HEADERS,
  BACKOFFICE_EXPORT_PATH,
  BACKOFFICE_OPERATIONS_PERMISSION_OF,
  BACKOFFICE_PERMISSION_OF,
  type BackofficeExportTable,
  type BackofficePermission,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../http/envelope';
import { amountCell } from '../exports/csv';
import { appendAuditWithin } from './audit';
import { EXPORT_LANGUAGES } from './export-columns';
import { EXPORT_LANGUAGE_PARAM, exportLanguageOf } from './export-language';
import { EXPORT_TABLES } from './export-tables';
import { actorOf } from './route';
import type { Db } from '../../db/client';

/** Rows read per query while streaming: big enough to be quick, small enough to stay flat in memory. */
const CHUNK = 1_000;

// A cell starting with one of these runs as a formula in a spreadsheet (CSV injection, OWASP):
// a player's nickname like "=HYPERLINK(...)" must reach the operator's sheet as text.
const FORMULA_START = /^[=+\-@\t\r]/;
export const safeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const isTable = (name: string): name is BackofficeExportTable => Object.hasOwn(EXPORT_TABLES, name);

/**
 * An amount in major units, as text with the platform's two decimals (amountCell: the minor unit is
 * a hundredth everywhere, in the ledger, the report exports and the back office's screens). A class
 * of its own so the cast tells it from a JSON cell, and writes it without the formula guard: a
 * negative amount stays a number a spreadsheet can sum.
 */
class MajorUnits {
  constructor(readonly text: string) {}
}

/** A row with its amount columns in major units. */
function inMajorUnits(row: Record<string, unknown>, amounts: readonly string[]): Record<string, unknown> {
  if (amounts.length === 0) return row;
  const out = { ...row };
  for (const field of amounts) out[field] = new MajorUnits(amountCell(row[field] as number).amount);
  return out;
}

/**
 * GET /api/backoffice/export/:table?<the list call's filter>&lang=EN|PT: every row the table's
 * screen would page through, in its sort, as one CSV streamed from the database a chunk at a time
 * (issue 22 §4), with the columns of export-columns.ts: headers in the staff member's language,
 * amounts in major units. Same session, TOTP step and permission as the list call; at most
 * BACKOFFICE_EXPORT_MAX_ROWS rows (the headers say when the cap cut the file); one audit row per
 * export, written before the first byte, with the filter and the row count: who took which data
 * out is on the record.
 */
const exportRoutes: FastifyPluginAsync = async (fastify) => {
  const cap = fastify.config.backoffice.exportMaxRows;

  fastify.get<{ Params: { table: string }; Querystring: Record<string, unknown> }>(
    `${BACKOFFICE_EXPORT_PATH}/:table`,
    { onRequest: fastify.requireStaff },
    async (request, reply) => {
      const name = request.params.table;
      if (!isTable(name)) return reply.code(404).send(fail('NOT_FOUND', 'Unknown table'));
      const spec = EXPORT_TABLES[name];
      const { page: _page, pageSize: _pageSize, [EXPORT_LANGUAGE_PARAM]: lang, ...query } = request.query;
      const language = exportLanguageOf(lang, request.headers['accept-language']);
      if (!language) return reply.code(400).send(fail('VALIDATION_FAILED', `${EXPORT_LANGUAGE_PARAM}: ${EXPORT_LANGUAGES.join(' or ')}`));
      const parsed = spec.call.request.safeParse(query);
      if (!parsed.success) {
        const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
        return reply.code(400).send(fail('VALIDATION_FAILED', detail));
      }
      const filter = parsed.data as Record<string, unknown> & { merchantCode: string };
      // The list call's own permission (both tables are checked at boot by backofficeRoute).
      const permission = (BACKOFFICE_PERMISSION_OF[spec.call.id] ?? BACKOFFICE_OPERATIONS_PERMISSION_OF[spec.call.id]) as BackofficePermission;
      const staff = fastify.authorize(request, permission, filter.merchantCode);

      const chunk = Math.min(CHUNK, cap);
      const first = await spec.page(fastify.db, filter, 1, chunk);
      const rows = Math.min(first.total, cap);
      const { merchantCode, ...rest } = filter;
      await fastify.db.transaction(async (tx) => {
        await appendAuditWithin(tx as unknown as Db, {
          ...actorOf(staff),
          merchantCode,
          action: `export.${name}`,
          target: null,
          before: null,
          after: { filter: rest, rows, total: first.total, capped: first.total > cap },
          at: fastify.now(),
        });
      });

      const amounts = spec.columns.filter((column) => column.amount).map((column) => column.field);
      async function* all() {
        let sent = 0;
        let batch = first.rows;
        for (let page = 1; ; ) {
          for (const row of batch.slice(0, rows - sent)) yield inMajorUnits(row, amounts);
          sent += Math.min(batch.length, rows - sent);
          if (sent >= rows || batch.length < chunk) return;
          page += 1;
          batch = (await spec.page(fastify.db, filter, page, chunk)).rows;
        }
      }
      const csv = stringify({
        header: true,
        // The staff member's words for the columns, in their language.
        columns: spec.columns.map((column) => ({ key: column.field, header: column.header[language] })),
        bom: true,
        record_delimiter: 'windows',
        cast: {
          string: safeCell,
          // Arrays and JSON values (audit before/after, a draw's outcome) as JSON text.
          object: (value) => (value instanceof MajorUnits ? value.text : safeCell(JSON.stringify(value))),
          date: (value) => value.toISOString(),
        },
      });
      const source = Readable.from(all());
      source.on('error', (error) => {
        fastify.log.error({ err: error, table: name }, 'CSV export failed while streaming');
        csv.destroy(error);
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${merchantCode}-${name}.csv"`)
        .header('cache-control', 'no-store')
        .header(BACKOFFICE_EXPORT_HEADERS.rows, String(rows))
        .header(BACKOFFICE_EXPORT_HEADERS.total, String(first.total))
        .header(BACKOFFICE_EXPORT_HEADERS.capped, String(first.total > cap))
        .send(source.pipe(csv));
    },
  );
};

export default exportRoutes;
