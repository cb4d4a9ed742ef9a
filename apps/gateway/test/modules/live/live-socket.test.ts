import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_EVENT, BALANCE_EVENT, LIVE_PATH, MESSAGE_EVENT } from '../../../src/plugins/app/live';
import { buildApp } from '../../support/app';
import { createMember, freshIp, freshName, login, tokenOf, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, call, credit, key, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

const pglite = backends[0]!;

/** A real socket.io client against the listening gateway; resolves once connected or refused. */
function open(url: string, auth: object): Promise<{ socket: Socket; welcome: unknown } | { error: string }> {
  return new Promise((resolve) => {
    const socket = connect(url, { path: LIVE_PATH, auth, transports: ['websocket'], reconnection: false });
    socket.on('welcome', (welcome: unknown) => resolve({ socket, welcome }));
    socket.on('connect_error', (error) => {
      socket.close();
      resolve({ error: error.message });
    });
  });
}

// A heard event resolves at once, so the generous default only costs time when a push is missing;
// a loaded CI machine can take seconds to answer the operator call that raises it.
function nextEvent(socket: Socket, event: string, ms = 15_000): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe('the live-event socket (spec §2: logged in only, customerId and account)', () => {
  let h: AuthHarness;
  let url: string;
  let alice: WalletMember;
  let bob: WalletMember;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    h = await openWalletHarness(pglite);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    alice = await walletMember(h.app, { balance: 100_00 });
    bob = await walletMember(h.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h?.close();
  });

  it('refuses a client without a live session, and one claiming another customerId', async () => {
    expect(await open(url, {})).toEqual({ error: 'NOT_LOGGED_IN' });
    expect(await open(url, { token: 'not-a-session' })).toEqual({ error: 'NOT_LOGGED_IN' });
    expect(await open(url, { token: alice.token, customerId: bob.id })).toEqual({ error: 'FORBIDDEN' });
  });

  it('welcomes a member with their customerId and account, and pushes a balance change to them only', async () => {
    const mine = await open(url, { token: alice.token, customerId: alice.id });
    const theirs = await open(url, { token: bob.token });
    if (!('socket' in mine) || !('socket' in theirs)) throw new Error('a member could not connect');
    sockets.push(mine.socket, theirs.socket);
    expect(mine.welcome).toEqual({ customerId: alice.id, account: alice.account });

    const aliceHears = nextEvent(mine.socket, BALANCE_EVENT);
    const bobHears = nextEvent(theirs.socket, BALANCE_EVENT, 1_000);
    await credit(h.app, alice.account, 5_00);
    expect(await aliceHears).toBe(true);
    expect(await bobHears).toBe(false);
  });

  it('pushes a new inbox message to its recipient only, so the unread badge needs no polling', async () => {
    const mine = await open(url, { token: alice.token, customerId: alice.id });
    const theirs = await open(url, { token: bob.token });
    if (!('socket' in mine) || !('socket' in theirs)) throw new Error('a member could not connect');
    sockets.push(mine.socket, theirs.socket);
    const aliceHears = nextEvent(mine.socket, MESSAGE_EVENT);
    const bobHears = nextEvent(theirs.socket, MESSAGE_EVENT, 1_000);
    const sent = await operator(h.app, 'POST', '/api/operator/messages', { merchantCode: 'FORTUNA', account: alice.account, title: 'Hi', content: '<p>Hello</p>' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await aliceHears).toBe(true);
    expect(await bobHears).toBe(false);
  });

  it("pushes an operator's announcement to every client of its merchant, and to no other merchant's", async () => {
    const account = freshName('lucky');
    await createMember(h.app, { account, password: PASSWORD, merchantCode: 'LUCKY' });
    const luckyToken = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp(), headers: { 'x-merchant-code': 'LUCKY' } }));
    const fortunaA = await open(url, { token: alice.token });
    const fortunaB = await open(url, { token: bob.token });
    const lucky = await open(url, { token: luckyToken });
    if (!('socket' in fortunaA) || !('socket' in fortunaB) || !('socket' in lucky)) throw new Error('a member could not connect');
    sockets.push(fortunaA.socket, fortunaB.socket, lucky.socket);

    const heard: unknown[] = [];
    fortunaA.socket.once(ANNOUNCEMENT_EVENT, (payload: unknown) => heard.push(payload));
    const aliceHears = nextEvent(fortunaA.socket, ANNOUNCEMENT_EVENT);
    const bobHears = nextEvent(fortunaB.socket, ANNOUNCEMENT_EVENT);
    const luckyHears = nextEvent(lucky.socket, ANNOUNCEMENT_EVENT, 1_000);
    const written = await operator(h.app, 'PUT', '/api/operator/announcements', {
      merchantCode: 'FORTUNA',
      type: 'PU',
      execution: 'A',
      language: 'EN',
      title: 'Live news',
      content: '<p>Secret terms</p>',
      startDate: '2020-01-01T00:00:00Z',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(await aliceHears).toBe(true);
    expect(await bobHears).toBe(true);
    expect(await luckyHears).toBe(false);
    // No content travels on the socket: the client refetches through the GET, which applies execution and audience.
    expect(heard).toEqual([{}]);
  });

  it('pushes nothing for a refused announcement write', async () => {
    const mine = await open(url, { token: alice.token });
    if (!('socket' in mine)) throw new Error('alice could not connect');
    sockets.push(mine.socket);
    const hears = nextEvent(mine.socket, ANNOUNCEMENT_EVENT, 1_000);
    const refused = await operator(h.app, 'PUT', '/api/operator/announcements', {
      merchantCode: 'FORTUNA',
      type: 'PU',
      execution: 'A',
      language: 'EN',
      title: 'Bad dates',
      content: '<p>x</p>',
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2029-01-01T00:00:00Z',
    });
    expect(refused.statusCode).toBe(400);
    expect(await hears).toBe(false);
  });

  it('says nothing for a refused movement (nothing committed)', async () => {
    const poor = await open(url, { token: bob.token });
    if (!('socket' in poor)) throw new Error('bob could not connect');
    sockets.push(poor.socket);
    const hears = nextEvent(poor.socket, BALANCE_EVENT, 1_000);
    const refused = await call(h.app, bob, 'POST', '/api/wallet/transfer', { idempotencyKey: key(), from: 'MAIN', to: 'SBX', amount: 1_00 });
    expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await hears).toBe(false);
  });
});

/** Two instances on one database and one Redis: a push committed on A reaches a socket on B. */
const redisUrl = process.env['REDIS_URL'];
describe.skipIf(!redisUrl)('the live-event socket across instances (REDIS_URL)', () => {
  let a: AuthHarness;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await openWalletHarness(pglite, { env: { REDIS_URL: redisUrl! } });
    // B shares A's database (so A's sessions are valid on B) and Redis, like a second instance.
    b = await buildApp(a.fixture, { env: { REDIS_URL: redisUrl! }, database: a.database });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  it('delivers a balance change committed on one instance to the member connected to the other', async () => {
    const member = await walletMember(a.app);
    const onB = await open(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, { token: member.token });
    if (!('socket' in onB)) throw new Error(`could not connect to B: ${onB.error}`);
    sockets.push(onB.socket);
    const hears = nextEvent(onB.socket, BALANCE_EVENT);
    await credit(a.app, member.account, 3_00);
    expect(await hears).toBe(true);
  });

  it('delivers an announcement written on one instance to the merchant\'s clients connected to the other', async () => {
    const member = await walletMember(a.app);
    const onB = await open(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, { token: member.token });
    if (!('socket' in onB)) throw new Error(`could not connect to B: ${onB.error}`);
    sockets.push(onB.socket);
    const hears = nextEvent(onB.socket, ANNOUNCEMENT_EVENT);
    const written = await operator(a.app, 'PUT', '/api/operator/announcements', {
      merchantCode: 'FORTUNA', type: 'H', execution: 'A', language: 'EN', title: 'Across', content: '<p>x</p>', startDate: '2020-01-01T00:00:00Z',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(await hears).toBe(true);
  });

  it('keeps a deployment with another REDIS_KEY_PREFIX on the same Redis out of the fan-out', async () => {
    const other = await buildApp(a.fixture, { env: { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: 'other-deployment:' }, database: a.database });
    let onOtherSocket: Socket | undefined;
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const member = await walletMember(a.app);
      const onB = await open(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, { token: member.token });
      const onOther = await open(`http://127.0.0.1:${(other.server.address() as AddressInfo).port}`, { token: member.token });
      if (!('socket' in onB) || !('socket' in onOther)) throw new Error('could not connect to B or to the other deployment');
      sockets.push(onB.socket);
      onOtherSocket = onOther.socket;
      const otherHears = nextEvent(onOther.socket, BALANCE_EVENT, 2_000);
      const bHears = nextEvent(onB.socket, BALANCE_EVENT);
      await credit(a.app, member.account, 2_00);
      // B (A's prefix) hears the push, so it was published; the other deployment never does.
      expect(await bHears).toBe(true);
      expect(await otherHears).toBe(false);
    } finally {
      // An open connection would hold the other instance's server open.
      onOtherSocket?.close();
      await other.close();
    }
  });
});
