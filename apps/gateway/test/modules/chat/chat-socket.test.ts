import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS, CHAT_NAMESPACE, type ChatSendAck } from '@platform/shared/api-contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../../../src/plugins/app/live';
import { OPERATOR_TOKEN, buildApp } from '../../support/app';
import { STAFF, SUPPORT_STAFF_ENV, staffCall } from './support-staff';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const pglite = backends[0]!;

/** A real socket.io client on the chat namespace; resolves once connected or refused. */
function open(base: string, auth: object): Promise<{ socket: Socket } | { error: string }> {
  return new Promise((resolve) => {
    const socket = connect(`${base}${CHAT_NAMESPACE}`, { path: LIVE_PATH, auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (error) => {
      socket.close();
      resolve({ error: error.message });
    });
  });
}

async function connected(base: string, auth: object, sockets: Socket[]): Promise<Socket> {
  const result = await open(base, auth);
  if (!('socket' in result)) throw new Error(`could not connect: ${result.error}`);
  sockets.push(result.socket);
  return result.socket;
}

/** The next payload of an event, or null after `ms`. */
function next<T>(socket: Socket, event: string, ms = 3_000): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const sendOver = (socket: Socket, payload: object) =>
  socket.timeout(3_000).emitWithAck(CHAT_EVENTS.send, payload) as Promise<ChatSendAck>;

type Pushed = { id: number; conversationId: number; sender: string; staffName: string | null; text: string; account?: string };

async function launch(h: AuthHarness, member: WalletMember): Promise<number> {
  return (await call(h.app, member, 'POST', '/api/chat/launch', {})).json().value.conversation.id as number;
}

describe('the chat namespace of the live socket (member and support console)', () => {
  let h: AuthHarness;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    h = await openWalletHarness(pglite, { env: SUPPORT_STAFF_ENV });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h?.close();
  });

  it('refuses a socket without a session, or with an unknown staff token (the operator token included)', async () => {
    expect(await open(base, {})).toEqual({ error: 'NOT_LOGGED_IN' });
    expect(await open(base, { token: 'not-a-session' })).toEqual({ error: 'NOT_LOGGED_IN' });
    expect(await open(base, { staffToken: 'wrong' })).toEqual({ error: 'FORBIDDEN' });
    expect(await open(base, { staffToken: OPERATOR_TOKEN })).toEqual({ error: 'FORBIDDEN' });
    expect(await open(base, { staffToken: 42 })).toEqual({ error: 'FORBIDDEN' });
  });

  it('round trip: a member message reaches the staff socket, the staff reply reaches the member socket only', async () => {
    const alice = await walletMember(h.app);
    const bob = await walletMember(h.app);
    const conversationId = await launch(h, alice);
    const member = await connected(base, { token: alice.token, customerId: alice.id }, sockets);
    const bystander = await connected(base, { token: bob.token }, sockets);
    const supportConsole = await connected(base, { staffToken: STAFF.ana.token }, sockets);

    const staffHears = next<Pushed>(supportConsole, CHAT_EVENTS.message);
    const ack = await sendOver(member, { conversationId, text: 'Hello support', clientId: randomUUID() });
    expect(ack).toMatchObject({ ok: true, message: { sender: 'member', text: 'Hello support', conversationId } });
    expect(await staffHears).toMatchObject({ conversationId, sender: 'member', text: 'Hello support', account: alice.account });

    const memberHears = next<Pushed>(member, CHAT_EVENTS.message);
    const bobHears = next<Pushed>(bystander, CHAT_EVENTS.message, 1_000);
    const reply = await staffCall(h.app, STAFF.bruno.token, 'POST', '/api/operator/chat/reply', { conversationId, text: 'Hi Alice, how can I help?', clientId: randomUUID() });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await memberHears).toMatchObject({ conversationId, sender: 'staff', staffName: STAFF.bruno.name, text: 'Hi Alice, how can I help?' });
    expect(await bobHears).toBeNull();

    // Persisted before it was pushed: a reconnecting client's history shows both.
    const history = (await call(h.app, alice, 'GET', `/api/chat/history?conversationId=${conversationId}`)).json().value;
    expect(history.messages.map((m: Pushed) => m.text)).toEqual(['Hello support', 'Hi Alice, how can I help?']);

    const memberClosed = next<{ id: number; status: string }>(member, CHAT_EVENTS.closed);
    await staffCall(h.app, STAFF.ana.token, 'POST', '/api/operator/chat/close', { conversationId });
    expect(await memberClosed).toMatchObject({ id: conversationId, status: 'closed' });
    expect(await sendOver(member, { conversationId, text: 'still there?', clientId: randomUUID() })).toMatchObject({ ok: false, code: 'CHAT_CLOSED' });
  });

  it('answers a bad payload, an over-long text, another member\'s conversation and a burst over 5 with error acks', async () => {
    const alice = await walletMember(h.app);
    const bob = await walletMember(h.app);
    const conversationId = await launch(h, alice);
    const bobs = await connected(base, { token: bob.token }, sockets);
    const alices = await connected(base, { token: alice.token }, sockets);
    expect(await sendOver(alices, { conversationId, text: 42 })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await sendOver(alices, { conversationId, text: 'x'.repeat(1001), clientId: randomUUID() })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await sendOver(bobs, { conversationId, text: 'let me in', clientId: randomUUID() })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    h.clock.advance(10_000);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await sendOver(alices, { conversationId, text: `m${i}`, clientId: randomUUID() }));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, true, true, false]);
    expect(answers[5]).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('stops a socket from sending after its session ended (logout)', async () => {
    const alice = await walletMember(h.app);
    const conversationId = await launch(h, alice);
    const socket = await connected(base, { token: alice.token }, sockets);
    await call(h.app, alice, 'POST', '/api/auth/logout', {});
    expect(await sendOver(socket, { conversationId, text: 'after logout', clientId: randomUUID() })).toMatchObject({ ok: false, code: 'NOT_LOGGED_IN' });
  });
});

/** Two instances on one database and one Redis: a staff reply made on A reaches the member's socket on B. */
const redisUrl = process.env['REDIS_URL'];
describe.skipIf(!redisUrl)('the chat across gateway instances (REDIS_URL)', () => {
  let a: AuthHarness;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await openWalletHarness(pglite, { env: { REDIS_URL: redisUrl!, ...SUPPORT_STAFF_ENV } });
    b = await buildApp(a.fixture, { env: { REDIS_URL: redisUrl!, ...SUPPORT_STAFF_ENV }, database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  it('delivers a member message sent on B to a console on A, and the reply made on A to the member on B', async () => {
    const member = await walletMember(a.app);
    const conversationId = await launch(a, member);
    const onB = await connected(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, { token: member.token }, sockets);
    const consoleOnA = await connected(`http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`, { staffToken: STAFF.ana.token }, sockets);

    const staffHears = next<Pushed>(consoleOnA, CHAT_EVENTS.message);
    expect(await sendOver(onB, { conversationId, text: 'from B', clientId: randomUUID() })).toMatchObject({ ok: true });
    expect(await staffHears).toMatchObject({ text: 'from B', account: member.account });

    const memberHears = next<Pushed>(onB, CHAT_EVENTS.message);
    await staffCall(a.app, STAFF.ana.token, 'POST', '/api/operator/chat/reply', { conversationId, text: 'from A', clientId: randomUUID() });
    expect(await memberHears).toMatchObject({ text: 'from A', sender: 'staff' });
  });
});
