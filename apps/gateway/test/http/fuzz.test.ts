import * as contracts from '@platform/shared/api-contract';
import type { CallContract } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { AuthHarness } from '../support/auth';
import { OPERATOR_TOKEN } from '../support/app';
import { backends } from '../support/backends';
import { countTransfers, openWalletHarness, walletMember, type WalletMember } from '../support/wallet';

/**
 * API fuzzing (the proof-harness issue): malformed requests to every route the api-contract
 * declares, through app.inject. Nothing may answer 5xx, every answer is the envelope, and no
 * rejected request moves money. `npm test` sends FUZZ_RUNS (default 2,000); the benchmark
 * (bench/fuzz.mjs) sends 100,000.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 2_000);

type AnyContract = CallContract<z.ZodMiniType, z.ZodMiniType>;
const isContract = (value: unknown): value is AnyContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'request' in value && 'id' in value;
const CALLS: AnyContract[] = (Object.values(contracts) as unknown[]).filter(isContract);

const hugeString = fc.string({ minLength: 5_000, maxLength: 20_000 });
const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true}}') as object,
  JSON.parse('{"constructor":{"prototype":{"polluted":1}}}') as object,
  JSON.parse('{"amount":{"__proto__":{"valueOf":1}}}') as object,
);
const wrongTypes = fc.dictionary(
  fc.constantFrom('amount', 'idempotencyKey', 'username', 'password', 'pageNo', 'pageSize', 'merchantCode', 'withdrawalId', 'depositId', 'from', 'to', 'receipt', 'nodeId', 'gameCode', 'bet', 'language', 'type'),
  fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.string({ maxLength: 30 }), fc.constant(-1), fc.constant(Number.MAX_SAFE_INTEGER)),
);
const corruptEncrypted = fc.record({
  kid: fc.string({ maxLength: 40 }),
  key: fc.base64String({ maxLength: 400 }),
  iv: fc.base64String({ maxLength: 40 }),
  data: fc.base64String({ maxLength: 400 }),
});
const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hugeString, prototypeKeys, wrongTypes, corruptEncrypted);
const rawText = fc.oneof(fc.string({ maxLength: 200 }), fc.constant('{"a":'), fc.constant('\u0000\uffff'));

const pglite = backends[0]!;

describe('API fuzzing: malformed requests to every contract route', () => {
  let h: AuthHarness;
  let member: WalletMember;
  beforeAll(async () => {
    h = await openWalletHarness(pglite);
    member = await walletMember(h.app, { balance: 1_000_00, withdrawPassword: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  /**
   * A money path answering success to fuzz would be a bug. Lists are POSTed too (the spec's
   * transaction history and withdrawal list take filters in a body), and an empty body is a
   * valid list request, so those reads are not counted.
   */
  const READS_BY_POST = new Set(['transactionHistory', 'withdrawals']);
  const movesMoney = (call: (typeof CALLS)[number]) =>
    call.method !== 'GET' && !READS_BY_POST.has(call.id) && /wallet|games\/play|payments/.test(call.path);

  it(`answers ${RUNS} malformed requests without a 5xx, always in the envelope, moving no money`, async () => {
    expect(CALLS.length).toBeGreaterThan(40);
    const transfersBefore = await countTransfers(h.app.db, sql`true`);
    const statuses = new Map<number, number>();
    let moneyAccepted = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        fc.constantFrom<'member' | 'operator' | 'none'>('member', 'operator', 'none'),
        fc.oneof(body.map((value) => ({ json: value })), rawText.map((text) => ({ text }))),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
        async (call, who, payload, query) => {
          const headers: Record<string, string> = { 'x-forwarded-for': '198.51.100.7' };
          if (who === 'member') headers.authorization = `Bearer ${member.token}`;
          if (who === 'operator') headers.authorization = `Bearer ${OPERATOR_TOKEN}`;
          const options: InjectOptions = { method: call.method, url: call.path, headers, query };
          if (call.method === 'POST' || call.method === 'PUT') {
            if ('json' in payload) options.payload = JSON.stringify(payload.json) ?? 'null';
            else options.payload = payload.text;
            headers['content-type'] = 'application/json';
          }
          const response = await h.app.inject(options);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${call.id} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (call.path.startsWith('/api/')) {
            const envelope = response.json() as { success?: unknown; stack?: unknown };
            expect(typeof envelope.success).toBe('boolean');
            expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
            if (envelope.success === true && movesMoney(call)) moneyAccepted += 1;
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env['FUZZ_SEED'] ?? 20261122) },
    );

    // Rejected requests move nothing: the ledger has exactly the transfers it had before.
    expect(moneyAccepted).toBe(0);
    expect(await countTransfers(h.app.db, sql`true`)).toBe(transfersBefore);
    console.log(`[fuzz] ${RUNS} requests over ${CALLS.length} calls; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  }, 600_000);
});
