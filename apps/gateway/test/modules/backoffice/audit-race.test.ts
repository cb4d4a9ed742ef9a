import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../src/modules/backoffice/audit';
import { backends } from '../../support/backends';
import { JPEG_BYTES, call, key, mainBalance, walletMember } from '../../support/wallet';
import { backofficeSuite } from './fixture';
import { auditCount, bo, signIn } from './support';

const M = 'FORTUNA';

describe.skipIf(!backends[1]!.enabled)('issue 22 §2 on PostgreSQL: the audit chain under parallel staff actions', () => {
  const h = backofficeSuite(backends[1]!, { wallet: true });

  it('30 parallel notes by three staff members: 30 rows, one unbroken chain (no fork)', async () => {
    const cookies = [await signIn(h.app, h.clock, 'support'), await signIn(h.app, h.clock, 'risk'), await signIn(h.app, h.clock, 'finance')];
    const member = await walletMember(h.app);
    const before = await auditCount(h.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => bo(h.app, cookies[i % 3]!, 'POST', '/api/backoffice/players/notes', { merchantCode: M, id: member.id, text: `note ${i}` })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await auditCount(h.app)).toBe(before + 30);
    expect(await verifyAuditChain(h.app.db)).toMatchObject({ ok: true, rows: before + 30 });
  });

  it('two cashiers approve one deposit at once with their own keys: it is credited once and audited once', async () => {
    const finance = await signIn(h.app, h.clock, 'finance');
    const owner = await signIn(h.app, h.clock, 'owner');
    const member = await walletMember(h.app);
    const upload = (await call(h.app, member, 'POST', '/api/wallet/uploads', { filename: 'r.jpg', contentType: 'image/jpeg', dataBase64: JPEG_BYTES.toString('base64') })).json().value.uploadId;
    const depositId = (await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 80_00, receiptUploadId: upload })).json().value.id;
    const before = await auditCount(h.app);
    const answers = await Promise.all(
      [finance, owner, finance, owner].map((cookie) =>
        bo(h.app, cookie, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey: randomUUID(), depositId, decision: 'approve' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await auditCount(h.app)).toBe(before + 1);
    expect(await mainBalance(h.app, member)).toBe(80_00);
    expect((await verifyAuditChain(h.app.db)).ok).toBe(true);
  });
});
