import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { auditCount, openBackofficeHarness, passwordStep, signIn, type StaffKey } from './support';

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

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: server-side CSV exports of back-office tables on ${backend.name}`, () => {
    let h: AuthHarness;
    const cookies = {} as Record<StaffKey, string>;
    const bulk = prefix();
    const formulas = prefix();
    const get = (key: StaffKey | null, url: string) => h.app.inject({ method: 'GET', url, headers: key ? { cookie: cookies[key] } : {} });

    beforeAll(async () => {
      h = await openBackofficeHarness(backend, { BACKOFFICE_EXPORT_MAX_ROWS: String(CAP) });
      for (const k of ['owner', 'finance', 'support', 'content', 'luckyOwner'] as const) cookies[k] = await signIn(h.app, h.clock, k);
      await h.app.db.execute(sql`
        insert into members (merchant_code, account, nickname, password_hash, password_changed_at)
        select ${M}, ${bulk} || lpad(g::text, 5, '0'), 'bulk ' || g, 'not-a-hash', now() from generate_series(1, ${BULK}) g`);
      const nicknames = ['=1+2', '+cmd', '-2-3', '@SUM(1)', 'plain'];
      for (const [index, nickname] of nicknames.entries()) await createMember(h.app, { account: `${formulas}${index}`, password: 'Secret-pass-1', nickname });
    });
    afterAll(async () => {
      await h?.close();
    });

    it('streams the filtered rows in the screen’s sort, cut at BACKOFFICE_EXPORT_MAX_ROWS, and says so', async () => {
      const response = await get('support', `/api/backoffice/export/players?merchantCode=${M}&q=${bulk}&sort=id&dir=asc&page=3&pageSize=25`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${M}-players.csv"`);
      expect([response.headers['x-export-rows'], response.headers['x-export-total'], response.headers['x-export-capped']]).toEqual([String(CAP), String(BULK), 'true']);
      const [header, ...rows] = lines(response.body);
      expect(header).toEqual(['id', 'account', 'nickname', 'mobile', 'email', 'status', 'type', 'createdAt', 'lastLoginAt']);
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

    it('exports the cashier queues and the audit trail with their own permissions', async () => {
      const deposits = await get('finance', `/api/backoffice/export/deposits?merchantCode=${M}`);
      expect(deposits.statusCode).toBe(200);
      expect(lines(deposits.body)[0]).toEqual(['id', 'memberId', 'account', 'channelCode', 'kind', 'amount', 'status', 'receiptUploadId', 'createdAt', 'decidedAt']);
      const audit = await get('owner', `/api/backoffice/export/audit?merchantCode=${M}&action=export.players`);
      expect(audit.statusCode).toBe(200);
      // The export rows written above, each with its JSON `after` as one quoted cell.
      expect(audit.body).toContain('export.players');
      expect(Number(audit.headers['x-export-rows'])).toBeGreaterThanOrEqual(3);
    });
  });
}
