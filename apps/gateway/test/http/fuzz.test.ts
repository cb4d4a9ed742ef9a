import * as contracts from '@platform/shared/api-contract';
import { encryptPayload, importPublicKey, type CallContract } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { freshIp, type AuthHarness } from '../support/auth';
import { OPERATOR_TOKEN } from '../support/app';
import { backends } from '../support/backends';
import { countTransfers, openWalletHarness, walletMember, type WalletMember } from '../support/wallet';
import { arbitraryOf, leavesOf, withLeaf } from './schema-sample';

/**
 * API fuzzing (the proof-harness issue): malformed requests to every route the api-contract
 * declares, through app.inject, on each backend. Nothing may answer 5xx, every answer is the
 * envelope, and no rejected request moves money. `npm test` sends FUZZ_RUNS (default 2,000) per
 * backend; the benchmark (bench/fuzz.mjs) sends 100,000. A second, exhaustive pass takes one
 * request each call's schema accepts and poisons each of its fields in turn with what the
 * database cannot take (U+0000, a lone surrogate, integers past int4 and past 2^53).
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
/** Integers past what the columns hold: int4's edge, 2^53, negative, huge, the id that used to 500. */
const BAD_INTEGERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 1e308, 100_000_000_001] as const;
/** Text PostgreSQL cannot store: U+0000, and unpaired surrogates (no UTF-8 form). */
const BAD_TEXT = ['\u0000', '\uD800', '\uDFFF'] as const;
const badText = fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...BAD_TEXT), fc.string({ maxLength: 12 })).map((parts) => parts.join(''));
const wrongTypes = fc.dictionary(
  fc.constantFrom('amount', 'idempotencyKey', 'username', 'password', 'pageNo', 'pageSize', 'merchantCode', 'withdrawalId', 'depositId', 'from', 'to', 'receipt', 'nodeId', 'gameCode', 'bet', 'language', 'type', 'promotionId', 'channelCode', 'filename', 'account', 'os', 'id'),
  fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.string({ maxLength: 30 }), fc.constant(-1), fc.constant(Number.MAX_SAFE_INTEGER), fc.constantFrom(...BAD_INTEGERS), badText),
);
const corruptEncrypted = fc.record({
  kid: fc.string({ maxLength: 40 }),
  key: fc.base64String({ maxLength: 400 }),
  iv: fc.base64String({ maxLength: 40 }),
  data: fc.base64String({ maxLength: 400 }),
});
const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hugeString, prototypeKeys, wrongTypes, corruptEncrypted);
const rawText = fc.oneof(fc.string({ maxLength: 200 }), fc.constant('{"a":'), fc.constant('\u0000\uffff'), fc.constant('{"os":"\\ud800"}'));

/**
 * A query string as a client could send it: a lone surrogate has no UTF-8 form, so it goes out as
 * the bytes a careless encoder writes for it (CESU-8), which are not valid UTF-8 either.
 */
function queryOf(value: Record<string, unknown>): string {
  const byte = (n: number) => `%${n.toString(16).toUpperCase()}`;
  const cesu = (code: number) => byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
  const encode = (text: string) =>
    Array.from(text, (char) => (/^[\uD800-\uDFFF]$/.test(char) ? cesu(char.charCodeAt(0)) : encodeURIComponent(char))).join('');
  const pairs = Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'object');
  return pairs.map(([key, item]) => `${encode(key)}=${encode(String(item))}`).join('&');
}

/**
 * Every route the server holds, read back from Fastify's route tree (printRoutes is its only public
 * listing): each line is a node, its indent its depth, its text the part of the path it adds.
 */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?(?: \{.*\})?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? '') + node[2]!;
    prefixes[depth] = url;
    for (const method of (node[3] ?? '').split(', ')) {
      if (['GET', 'POST', 'PUT', 'DELETE'].includes(method)) routes.push({ method, url });
    }
  }
  return routes;
}

/** The names a route outside the contracts may read (the simulators' forms, the exports' filters, ...). */
const LOOSE_KEYS = ['ref', 'action', 'mc', 'token', 'id', 'from', 'to', 'type', 'report', 'scope', 'pageNo', 'pageSize', 'merchantCode', 'gameCode', 'amount', 'lang', 'sig', 'exp'];

describe.each(backends.filter((backend) => backend.enabled))('API fuzzing on $name: malformed requests to every contract route', (backend) => {
  let h: AuthHarness;
  let member: WalletMember;
  let publicKey: { kid: string; key: CryptoKey };
  beforeAll(async () => {
    h = await openWalletHarness(backend);
    member = await walletMember(h.app, { balance: 1_000_00, withdrawPassword: true });
    const { kid, spki } = (await h.app.inject({ method: 'GET', url: '/api/auth/public-key' })).json().value as { kid: string; spki: string };
    publicKey = { kid, key: await importPublicKey(spki) };
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
    console.log(`[fuzz] ${backend.name}: ${RUNS} requests over ${CALLS.length} calls; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  }, 600_000);

  /**
   * Runs after the money check above: a poisoned amount that is still in range (2^31 cents) may
   * be a valid deposit request. Every call, every field, every poison: no 5xx, and text the
   * database cannot store is refused with the validation envelope (unless the caller was refused first).
   */
  it('refuses U+0000, lone surrogates and out-of-range integers in every field of every call', async () => {
    // A member of its own: the random pass above may have logged its member out (logout is a call too).
    const poisoner = await walletMember(h.app, { balance: 1_000_00, withdrawPassword: true });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let validSamples = 0;
    let textRefused = 0;
    for (const [index, call] of CALLS.entries()) {
      const samples = fc.sample(arbitraryOf(call.request), { numRuns: 30, seed: 20261126 + index });
      const sample = samples.find((candidate) => call.request.safeParse(candidate).success);
      if (sample !== undefined) validSamples += 1;
      const base = sample ?? samples[0];
      for (const leaf of leavesOf(base)) {
        const poisons =
          leaf.kind === 'string'
            ? BAD_TEXT.map((bad) => ({ kind: 'text' as const, value: bad }))
            : BAD_INTEGERS.map((bad) => ({ kind: 'integer' as const, value: bad }));
        for (const poison of poisons) {
          let value: unknown = poison.value;
          if (poison.kind === 'text') {
            // Replacing a character keeps the length inside the field's limits, so only the poison is wrong.
            const original = String(leaf.path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], base));
            value = `${poison.value}${original.slice(1)}`;
          }
          const request = withLeaf(base, leaf.path, value) as Record<string, unknown>;
          const headers: Record<string, string> = {
            authorization: `Bearer ${call.path.startsWith('/api/operator/') ? OPERATOR_TOKEN : poisoner.token}`,
          };
          const options: InjectOptions = { method: call.method, url: call.path, headers, remoteAddress: freshIp() };
          if (call.method === 'GET' || call.method === 'DELETE') {
            options.url = `${call.path}?${queryOf(request)}`;
          } else {
            headers['content-type'] = 'application/json';
            options.payload = JSON.stringify(call.encrypted ? await encryptPayload(publicKey.key, publicKey.kid, request) : request);
          }
          const response = await h.app.inject(options);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const what = `${call.id} ${leaf.path.join('.')}=${JSON.stringify(value).slice(0, 40)}`;
          if (response.statusCode >= 500) {
            failures.push(`${what} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
            continue;
          }
          const envelope = response.json() as { success?: unknown; code?: unknown };
          if (typeof envelope.success !== 'boolean') failures.push(`${what} answered outside the envelope`);
          // A lone surrogate in a query arrives as invalid UTF-8, which the query parser reads as U+FFFD: only a body can carry one.
          const refusable = poison.value === '\u0000' || (call.method !== 'GET' && call.method !== 'DELETE');
          if (poison.kind === 'text' && refusable && ![401, 403, 429].includes(response.statusCode)) {
            if (response.statusCode === 400 && envelope.code === 'VALIDATION_FAILED') textRefused += 1;
            else failures.push(`${what} was not refused as invalid: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    console.log(
      `[fuzz] ${backend.name}: ${sent} poisoned requests over ${CALLS.length} calls (${validSamples} with a sample their schema accepts); ` +
        `${textRefused} text poisons refused as VALIDATION_FAILED; 5xx ${failures.filter((line) => / answered 5\d\d/.test(line)).length}; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    // Most schemas yield a sample they accept, so most poisons get past every other check.
    expect(validSamples).toBeGreaterThan(CALLS.length * 0.8);
    expect(failures).toEqual([]);
  }, 600_000);
  /**
   * The contracts are most routes, not all: the payment and vendor simulators, the CSV exports, the
   * metrics, health, the back office's files and the SPA read their own query or body. The same
   * classes reach each of them, in every name they might read, in the query, a JSON body and a
   * form body, and in each path parameter: no 5xx, and U+0000 (and, in a body, a lone surrogate)
   * is refused with the validation envelope unless the caller was refused first.
   */
  it('refuses U+0000, lone surrogates and out-of-range integers on every route outside the contracts too', async () => {
    const poisoner = await walletMember(h.app, { balance: 1_000_00, withdrawPassword: true });
    const contractRoutes = new Set(CALLS.map((call) => `${call.method} ${call.path}`));
    const loose = routesOf(h.app).filter((route) => !contractRoutes.has(`${route.method} ${route.url}`));
    // The listing is read, not assumed: the simulator's Pay is the route that credited money (§2).
    expect(loose).toContainEqual({ method: 'POST', url: '/api/payments/simulator/pay' });
    expect(loose.length).toBeGreaterThan(5);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const route of loose) {
      const hasParams = /[:*]/.test(route.url);
      const fill = (value: string) => route.url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, value);
      const poisons = [...BAD_TEXT.map((bad) => ({ kind: 'text' as const, value: `a${bad}b` })), ...BAD_INTEGERS.map((bad) => ({ kind: 'integer' as const, value: bad }))];
      for (const poison of poisons) {
        const fields = Object.fromEntries(LOOSE_KEYS.map((name) => [name, poison.value]));
        const bodyless = route.method === 'GET' || route.method === 'DELETE';
        // Once with every name, once without those that pick the caller (a link's token, a brand), so the session gets past authentication.
        const { token: _token, merchantCode: _merchantCode, ...untokened } = fields;
        const variants: { where: string; options: InjectOptions }[] = [
          { where: 'query', options: { url: `${fill('x')}?${queryOf(fields)}` } },
          { where: 'query as the caller', options: { url: `${fill('x')}?${queryOf(untokened)}` } },
        ];
        if (!bodyless) {
          variants.push({ where: 'json', options: { url: fill('x'), payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } } });
          variants.push({ where: 'form', options: { url: fill('x'), payload: queryOf(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } } });
        }
        if (hasParams && poison.kind === 'text') variants.push({ where: 'path', options: { url: fill(queryOf({ p: poison.value }).slice(2)) } });
        for (const variant of variants) {
          const token = route.url.startsWith('/api/operator/') ? OPERATOR_TOKEN : poisoner.token;
          const response = await h.app.inject({
            method: route.method as InjectOptions['method'],
            remoteAddress: freshIp(),
            ...variant.options,
            headers: { authorization: `Bearer ${token}`, ...variant.options.headers },
          });
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const what = `${route.method} ${route.url} ${variant.where}=${JSON.stringify(poison.value)}`;
          if (response.statusCode >= 500) {
            failures.push(`${what} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
            continue;
          }
          // A lone surrogate in a URL or a form arrives as invalid UTF-8, read as U+FFFD: only JSON can carry one.
          const refusable = poison.kind === 'text' && (poison.value.includes('\u0000') || variant.where === 'json');
          if (refusable && ![401, 403, 404, 429].includes(response.statusCode)) {
            const code = response.headers['content-type']?.toString().includes('json') ? (response.json() as { code?: unknown }).code : undefined;
            if (response.statusCode !== 400 || code !== 'VALIDATION_FAILED') failures.push(`${what} was not refused as invalid: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    console.log(
      `[fuzz] ${backend.name}: ${sent} poisoned requests over ${loose.length} routes outside the contracts; ` +
        `5xx ${failures.filter((line) => / answered 5\d\d/.test(line)).length}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
