import { accountRecordExport, agentReportExport, bettingRecordExport, type CsvExport } from '@platform/shared/api-contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type * as z from 'zod/mini';
import type { Member } from '../../db/schema';
import { fail } from '../../http/envelope';
import { attachment } from './csv';
import { exportPeriod, fileNameOf, type Period } from './period';
import type { ExportReports } from './reports';

/**
 * A CSV download route: the session is checked first (T), then the query; the file is built in
 * memory (at most EXPORT_MAX_ROWS rows) and sent as an attachment that no cache keeps.
 */
function csvRoute<Req extends z.ZodMiniType>(
  fastify: FastifyInstance,
  exp: CsvExport<Req>,
  name: string,
  build: (member: Member, input: z.output<Req>, period: Period) => Promise<string>,
): void {
  fastify.get(exp.path, async (request, reply) => {
    const member = await fastify.authenticate(request);
    const parsed = exp.request.safeParse(request.query ?? {});
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
      return reply.code(400).send(fail('VALIDATION_FAILED', detail));
    }
    const input = parsed.data as z.output<Req> & { from?: string; to?: string };
    const period = exportPeriod(input, fastify.now());
    const csv = await build(member, input, period);
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('content-disposition', attachment(fileNameOf(name, period)))
      .header('cache-control', 'no-store')
      .send(csv);
  });
}

/** The self-served CSV exports (issue 11 "History"): betting record, account record, agent reports. */
const exportRoutes: FastifyPluginAsync<{ reports: ExportReports }> = async (fastify, { reports }) => {
  csvRoute(fastify, bettingRecordExport, 'betting-record', (member, _input, period) => reports.betting(member, period));
  csvRoute(fastify, accountRecordExport, 'account-record', (member, input, period) => reports.account(member, period, input.type));
  csvRoute(fastify, agentReportExport, 'agent-report', (member, input, period) =>
    reports.agent(member, period, input.report ?? 'transactions', input.scope ?? 'team'),
  );
};

export default exportRoutes;
