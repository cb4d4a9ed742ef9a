import { createHash, createHmac } from 'node:crypto';
import {
  encryptPayload,
  importPublicKey,
  outboxCall,
  type LoginValue,
} from '@platform/shared/api-contract';
import type { BrandManifest } from '@platform/shared/brand';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { merchants, type NewMember } from '../../src/db/schema';
import { OPERATOR_TOKEN, buildApp } from './app';
import type { Backend, TestDatabase } from './backends';
import { createBrandsFixture, defaultManifest, type BrandsFixture } from './brands';

/** A clock the test moves by hand; pass `clock.now` to buildApp. */
export class FakeClock {
  private at: number;
  constructor(start = Date.parse('2030-01-01T00:00:00Z')) {
    this.at = start;
  }
  now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

export const MINUTE = 60_000;

/**
 * The registration config of the default brand with the pattern ids of
 * @platform/shared/validation, so these tests do not depend on brand.json's ids.
 */
export const REGISTRATION: BrandManifest['registration'] = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: '*' },
  confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: '*' },
  email: { enabled: true, required: false, minLength: 5, maxLength: 64, patternId: 3, acceptedPattern: '*' },
  mobileNum: { enabled: true, required: false, minLength: 7, maxLength: 15, patternId: 6, acceptedPattern: '*' },
  affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 16, patternId: 4, acceptedPattern: '*' },
};

/** The default brand with every account flag on (tests switch single ones off). */
export async function authManifest(flags: Partial<BrandManifest['flags']> = {}): Promise<BrandManifest> {
  const base = await defaultManifest();
  return {
    ...base,
    flags: {
      ...base.flags,
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: true,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: true,
      ...flags,
    },
    registration: REGISTRATION,
  };
}

let ipCounter = 0;
/** A fresh documentation-range address per call, so per-IP counters of one test never touch another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let nameCounter = 0;
export function freshName(prefix = 'player'): string {
  nameCounter += 1;
  return `${prefix}${String(nameCounter).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`;
}

/** Solves an ALTCHA v1 challenge the way the web client does: SHA-256(salt + n) === challenge. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/auth/bot-challenge' })).json().value as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (createHash('sha256').update(challenge.salt + n).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: n, salt, signature })).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge not solvable');
}

/** An E body (a compact JWE) for the app's published key, made with the contract's own encryptPayload. */
export async function encryptFor(app: FastifyInstance, payload: unknown) {
  const { kid, spki } = (await app.inject({ method: 'GET', url: '/api/auth/public-key' })).json().value as { kid: string; spki: string };
  return encryptPayload(await importPublicKey(spki), kid, payload);
}

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  return { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers };
}

/** POSTs an encrypted (E) call. */
export async function postE(app: FastifyInstance, url: string, payload: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: await encryptFor(app, payload),
    headers: headersOf(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function post(app: FastifyInstance, url: string, payload: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: headersOf(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function get(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: headersOf(options), ...(options.ip ? { remoteAddress: options.ip } : {}) });
}

export interface LoginFields {
  username: string;
  password: string;
  type?: 'username' | 'sms';
  countryDialingCode?: string;
  captcha?: string;
  captchaKey?: string;
  agentPage?: boolean;
  /** false: send no bot-check solution. */
  altcha?: boolean;
}

/** A login as the web client sends it: bot check solved (username type), body encrypted. */
export async function login(app: FastifyInstance, fields: LoginFields, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const { altcha = true, type = 'username', ...rest } = fields;
  const payload = { ...rest, type, ...(altcha && type === 'username' ? { altcha: await solveAltcha(app) } : {}) };
  return postE(app, '/api/auth/login', payload, options);
}

export function tokenOf(response: LightMyRequestResponse): string {
  const body = response.json() as { success: boolean; value?: LoginValue; code?: string };
  if (!body.success || !body.value) throw new Error(`expected a login value, got ${response.statusCode} ${response.body}`);
  return body.value.token;
}

/** The codes the development outbox holds for a recipient, newest first (operator route). */
export async function outboxCodes(app: FastifyInstance, to: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/operator/outbox?to=${encodeURIComponent(to)}`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  const entries = outboxCall.response.parse(response.json().value);
  return entries.map((entry) => entry.code).filter((code): code is string => code !== null);
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [code] = await outboxCodes(app, to);
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Inserts a member directly, with a real argon2 hash of `password`. */
export async function createMember(
  app: FastifyInstance,
  fields: Partial<NewMember> & { account: string; password: string },
): Promise<number> {
  const { password, ...rest } = fields;
  const member = await app.memberRepository.insert({
    merchantCode: 'FORTUNA',
    nickname: rest.account,
    type: 0,
    passwordHash: await app.passwords.hash(password),
    passwordChangedAt: app.now(),
    firstTimeLogin: false,
    ...rest,
  });
  return member.id;
}

/**
 * RFC 6238 TOTP written out independently of src/security/totp, so a bug there
 * cannot hide behind the same bug here.
 */
export function referenceTotp(secretBase32: string, at: Date): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32.toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac('sha1', bytes).update(counter).digest();
  const offset = mac[19]! & 0xf;
  const value = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 1_000_000).padStart(6, '0');
}

/** Every captcha in these tests reads this, so a test can answer it. */
export const CAPTCHA_TEXT = 'k7m2';

/** Issues a captcha for a fresh key and returns the fields of a right answer. */
export async function solvedCaptcha(app: FastifyInstance, ip: string): Promise<{ captchaKey: string; captcha: string }> {
  const captchaKey = crypto.randomUUID();
  const response = await get(app, `/api/auth/captcha?captchaKey=${captchaKey}`, { ip });
  if (response.statusCode !== 200) throw new Error(`captcha not issued: ${response.body}`);
  return { captchaKey, captcha: CAPTCHA_TEXT };
}

export interface AuthHarness {
  app: FastifyInstance;
  clock: FakeClock;
  /** The brands and the database behind the app, for a second instance on the same ones. */
  fixture: BrandsFixture;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface HarnessOptions {
  flags?: Partial<BrandManifest['flags']>;
  env?: Record<string, string>;
  /** Where the fake clock starts (ms); tests talking to a real issuer start it at the real time. */
  clockStart?: number;
}

/** One app per suite: a brands fixture whose default brand has the account flags on, a fake clock, a known captcha. */
export async function openAuthHarness(backend: Backend, options: HarnessOptions = {}): Promise<AuthHarness> {
  const fixture = await createBrandsFixture();
  await fixture.writeManifest(await authManifest(options.flags));
  const database = await backend.open();
  const clock = new FakeClock(options.clockStart);
  const app = await buildApp(fixture, {
    database,
    now: clock.now,
    captchaText: () => CAPTCHA_TEXT,
    ...(options.env ? { env: options.env } : {}),
  });
  return {
    app,
    clock,
    fixture,
    database,
    async close() {
      await app.close();
      await database.dispose();
      await fixture.cleanup();
    },
  };
}

/** Switches white-label flags of a merchant in place; the rules read the row on every request. */
export async function setFlags(app: FastifyInstance, merchantCode: string, flags: Partial<BrandManifest['flags']>): Promise<void> {
  const merchant = await app.merchantRepository.findByCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  await app.db
    .update(merchants)
    .set({ whitelabel: { ...merchant.whitelabel, ...flags } })
    .where(eq(merchants.code, merchantCode));
}
