import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LANGUAGES } from '../../../src/modules/backoffice/export-columns';
import { EXPORT_TABLES } from '../../../src/modules/backoffice/export-tables';
import { createMember } from '../../support/auth';
import { backends } from '../../support/backends';
import { backofficeSuite } from './fixture';
import { auditCount, passwordStep, type StaffKey } from './support';

const M = 'FORTUNA';
/** Above one read chunk (1,000 rows), so a capped export crosses a chunk boundary. */
const CAP = 1_200;
const BULK = 1_250;

/** Lower-case letters only: the prefix of this run's accounts, so filters find exactly its rows. */
const prefix = () => `x${randomBytes(4).toString('hex').replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

function lines(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('issue 22 §4: the export columns', () => {
  const columns = Object.entries(EXPORT_TABLES).flatMap(([table, spec]) => spec.columns.map((column) => ({ table, ...column })));

  it('have a human header in every back-office language, never the raw field name', () => {
    const raw = columns.filter((column) => EXPORT_LANGUAGES.some((language) => !column.header[language]?.trim() || column.header[language] === column.field));
    expect(raw).toEqual([]);
  });

  it('write every money field in major units', () => {
    const money = /^(amount|stake|payout|turnover|teamLoss)$/;
    expect(columns.filter((column) => money.test(column.field) !== (column.amount === true)).map((column) => `${column.table}.${column.field}`)).toEqual([]);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: server-side CSV exports of back-office tables on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { env: { BACKOFFICE_EXPORT_MAX_ROWS: String(CAP) }, signedIn: ['owner', 'finance', 'support', 'content', 'luckyOwner'] });
    const bulk = prefix();
    const formulas = prefix();
    const get = (key: StaffKey | null, url: string, headers: Record<string, string> = {}) =>
      h.app.inject({ method: 'GET', url, headers: key ? { cookie: h.cookies[key], ...headers } : headers });

    beforeAll(async () => {
      await h.app.db.execute(sql`
        insert into members (merchant_code, account, nickname, password_hash, password_changed_at)
        select ${M}, ${bulk} || lpad(g::text, 5, '0'), 'bulk ' || g, 'not-a-hash', now() from generate_series(1, ${BULK}) g`);
      const nicknames = ['=1+2', '+cmd', '-2-3', '@SUM(1)', 'plain'];
      for (const [index, nickname] of nicknames.entries()) await createMember(h.app, { account: `${formulas}${index}`, password: 'Secret-pass-1', nickname });
    });

    it('streams the filtered rows in the screen’s sort, cut at BACKOFFICE_EXPORT_MAX_ROWS, and says so', async () => {
      const response = await get('support', `/api/backoffice/export/players?merchantCode=${M}&q=${bulk}&sort=id&dir=asc&page=3&pageSize=25`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${M}-players.csv"`);
      expect([response.headers['x-export-rows'], response.headers['x-export-total'], response.headers['x-export-capped']]).toEqual([String(CAP), String(BULK), 'true']);
      const [header, ...rows] = lines(response.body);
      // The screen's words, in English when the request names no language.
      expect(header).toEqual(['ID', 'Account', 'Nickname', 'Mobile', 'E-mail', 'Status', 'Account type', 'Registered', 'Last login']);
      // Paging parameters are ignored: the file is every matching row, not page 3.
      expect(rows).toHaveLength(CAP);
      expect(rows.map((row) => row[1])).toEqual(Array.from({ length: CAP }, (_, i) => `${bulk}${String(i + 1).padStart(5, '0')}`));
      const ids = rows.map((row) => Number(row[0]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('writes cells that a spreadsheet would run as formulas as text, with a leading apostrophe', async () => {
      const response = await get('support', `/api/backoffice/export/players?merchantCode=${M}&q=${formulas}&sort=account&dir=asc`);
      expect(response.headers['x-export-capped']).toBe('false');
      expect(lines(response.body).slice(1).map((row) => row[2])).toEqual(["'=1+2", "'+cmd", "'-2-3", "'@SUM(1)", 'plain']);
    });

    it('writes one audit row per export, with who, the filter and the row count', async () => {
      const before = await auditCount(h.app);
      expect((await get('support', `/api/backoffice/export/players?merchantCode=${M}&q=${formulas}`)).statusCode).toBe(200);
      expect(await auditCount(h.app)).toBe(before + 1);
      const result = (await h.app.db.execute(
        sql`select staff_name, merchant_code, action, after from backoffice_audit order by seq desc limit 1`,
      )) as unknown as { rows: { staff_name: string; merchant_code: string; action: string; after: unknown }[] };
      const row = result.rows[0]!;
      expect([row.staff_name, row.merchant_code, row.action]).toEqual(['sue', M, 'export.players']);
      expect(typeof row.after === 'string' ? JSON.parse(row.after) : row.after).toEqual({ filter: { q: formulas }, rows: 5, total: 5, capped: false });
    });

    it('refuses no session, a missing TOTP step, the wrong role and another merchant, and audits none of them', async () => {
      const before = await auditCount(h.app);
      const url = `/api/backoffice/export/players?merchantCode=${M}`;
      const none = await get(null, url);
      expect([none.statusCode, none.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
      const half = await h.app.inject({ method: 'GET', url, headers: { cookie: await passwordStep(h.app, 'support') } });
      expect([half.statusCode, half.json().code]).toEqual([401, 'EXTRA_VERIFICATION_REQUIRED']);
      const role = await get('content', url);
      expect([role.statusCode, role.json().code]).toEqual([403, 'FORBIDDEN']);
      const other = await get('luckyOwner', url);
      expect([other.statusCode, other.json().code]).toEqual([403, 'FORBIDDEN']);
      // The same permission as the screen: support reads players, not the cashier.
      expect((await get('support', `/api/backoffice/export/deposits?merchantCode=${M}`)).statusCode).toBe(403);
      expect((await get('support', `/api/backoffice/export/nothing?merchantCode=${M}`)).statusCode).toBe(404);
      const bad = await get('support', `/api/backoffice/export/players?merchantCode=${M}&status=bogus`);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await auditCount(h.app)).toBe(before);
    });

    it("writes the headers in the back office's language: ?lang first, then Accept-Language, else English", async () => {
      const url = `/api/backoffice/export/players?merchantCode=${M}&q=${formulas}`;
      const headerOf = async (query: string, headers: Record<string, string> = {}) => {
        const response = await get('support', `${url}${query}`, headers);
        expect(response.statusCode).toBe(200);
        return lines(response.body)[0];
      };
      const portuguese = ['ID', 'Conta', 'Alcunha', 'Telemóvel', 'E-mail', 'Estado', 'Tipo de conta', 'Registado', 'Último acesso'];
      expect(await headerOf('&lang=PT')).toEqual(portuguese);
      expect(await headerOf('', { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' })).toEqual(portuguese);
      expect((await headerOf('&lang=EN', { 'accept-language': 'pt-PT' }))?.[1]).toBe('Account');
      expect((await headerOf('', { 'accept-language': 'fr-FR, de;q=0.5' }))?.[1]).toBe('Account');
      const before = await auditCount(h.app);
      const bad = await get('support', `${url}&lang=FR`);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await auditCount(h.app)).toBe(before);
    });

    it('writes amounts in major units with two decimals, not minor units', async () => {
      const account = `${prefix()}cash`;
      const member = await createMember(h.app, { account, password: 'Secret-pass-1' });
      await h.app.db.execute(sql`insert into deposits (merchant_code, member_id, channel_code, kind, amount, status, created_at)
        values (${M}, ${member}, 'BANK', 'bank_transfer', 12345, 'pending', now()), (${M}, ${member}, 'BANK', 'bank_transfer', 7, 'pending', now())`);
      const [header, ...rows] = lines((await get('finance', `/api/backoffice/export/deposits?merchantCode=${M}&lang=PT`)).body);
      const mine = rows.filter((row) => row[header!.indexOf('Conta')] === account);
      expect(mine.map((row) => row[header!.indexOf('Montante')]).sort()).toEqual(['0.07', '123.45']);

      const upline = await createMember(h.app, { account: `${account}up`, password: 'Secret-pass-1' });
      const [contract] = (
        (await h.app.db.execute(sql`
          insert into agent_contracts (merchant_code, kind, upline_id, downline_id, tiers, rate, status, cycle, created_at)
          values (${M}, 'daily_salary', ${upline}, ${member}, '[]', 150, 'active', 'daily', now()) returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      await h.app.db.execute(sql`
        insert into agent_payouts (merchant_code, contract_id, kind, upline_id, downline_id, period_key, period_start, period_end, turnover, payout_to_players, team_loss, active_members, excluded_members, rate, amount, created_at)
        values (${M}, ${Number(contract!.id)}, 'daily_salary', ${upline}, ${member}, 'daily:2030-01-01', '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z', 100000, 40000, 60000, 3, 0, 150, 1500, now())`);
      const payouts = lines((await get('finance', `/api/backoffice/export/agent-payouts?merchantCode=${M}&account=${account}`)).body);
      expect(payouts[0]).toEqual(['ID', 'Contract', 'Contract type', 'Upline', 'Downline', 'Period start', 'Period end', 'Turnover', 'Team loss', 'Active', 'Rate (basis points)', 'Paid']);
      expect(payouts.slice(1).map((row) => row.slice(7))).toEqual([['1000.00', '600.00', '3', '150', '15.00']]);
    });

    it('exports the cashier queues and the audit trail with their own permissions', async () => {
      const deposits = await get('finance', `/api/backoffice/export/deposits?merchantCode=${M}`);
      expect(deposits.statusCode).toBe(200);
      expect(lines(deposits.body)[0]).toEqual(['ID', 'Player ID', 'Account', 'Channel', 'Channel type', 'Amount', 'Status', 'Receipt', 'Requested at', 'Decided at']);
      const audit = await get('owner', `/api/backoffice/export/audit?merchantCode=${M}&action=export.players`);
      expect(audit.statusCode).toBe(200);
      // The export rows written above, each with its JSON `after` as one quoted cell.
      expect(audit.body).toContain('export.players');
      expect(Number(audit.headers['x-export-rows'])).toBeGreaterThanOrEqual(3);
    });
  });
}
