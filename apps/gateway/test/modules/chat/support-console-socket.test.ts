import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  BACKOFFICE_LIVE_PATH,
  BACKOFFICE_SUPPORT_EVENTS,
  BACKOFFICE_SUPPORT_NAMESPACE,
  type BackofficeSupportClosedEvent,
  type BackofficeSupportMessageEvent,
} from '@platform/shared/api-contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepConsoles } from '../../../src/modules/chat/staff-socket';
import { buildApp } from '../../support/app';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember } from '../../support/wallet';
import { SEED_STAFF, STAFF, bo, passwordStep, signIn, type StaffKey } from '../backoffice/support';

const M = 'FORTUNA';

/** The back office's console socket as a browser opens it: the session cookie rides on the handshake. */
function open(base: string, cookie: string | null, merchantCode: string): Promise<{ socket: Socket } | { error: string }> {
  return new Promise((resolve) => {
    const socket = connect(`${base}${BACKOFFICE_SUPPORT_NAMESPACE}`, {
      path: BACKOFFICE_LIVE_PATH,
      auth: { merchantCode },
      extraHeaders: cookie ? { cookie } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (error) => {
      socket.close();
      resolve({ error: error.message });
    });
  });
}

/** The next payload of an event, or null after `ms` (only the absence checks lean on the timeout). */
function next<T>(socket: Socket, event: string, ms = 10_000): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: the back office's support console socket on ${backend.name}`, () => {
    let h: AuthHarness;
    let base: string;
    const cookies = {} as Record<StaffKey, string>;
    const sockets: Socket[] = [];
    async function connected(key: StaffKey, merchantCode = M): Promise<Socket> {
      const result = await open(base, cookies[key], merchantCode);
      if (!('socket' in result)) throw new Error(`${key} could not connect: ${result.error}`);
      sockets.push(result.socket);
      return result.socket;
    }

    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { BACKOFFICE_SEED_STAFF: SEED_STAFF } });
      for (const k of ['support', 'content', 'luckyOwner', 'owner'] as const) cookies[k] = await signIn(h.app, h.clock, k);
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await h?.close();
    });

    it('refuses no session, a session without its TOTP step, the wrong role and another merchant', async () => {
      expect(await open(base, null, M)).toEqual({ error: 'NOT_LOGGED_IN' });
      expect(await open(base, 'bo_session=not-a-live-session-token-000000', M)).toEqual({ error: 'NOT_LOGGED_IN' });
      expect(await open(base, await passwordStep(h.app, 'support'), M)).toEqual({ error: 'EXTRA_VERIFICATION_REQUIRED' });
      expect(await open(base, cookies.content, M)).toEqual({ error: 'FORBIDDEN' });
      expect(await open(base, cookies.luckyOwner, M)).toEqual({ error: 'FORBIDDEN' });
      expect(await open(base, cookies.support, 'LUCKY')).toEqual({ error: 'FORBIDDEN' });
      expect(await open(base, cookies.support, '')).toEqual({ error: 'VALIDATION_FAILED' });
      // The same session opens it with the right role in its own merchant.
      expect((await connected('support')).connected).toBe(true);
    });

    it("pushes a player's message, the staff reply and the close to the merchant's consoles only", async () => {
      const support = await connected('support');
      const lucky = await connected('luckyOwner', 'LUCKY');
      const member = await walletMember(h.app);
      const conversation = (await call(h.app, member, 'POST', '/api/chat/launch', {})).json().value.conversation as { id: number };

      const arriving = next<BackofficeSupportMessageEvent>(support, BACKOFFICE_SUPPORT_EVENTS.message);
      const elsewhere = next<BackofficeSupportMessageEvent>(lucky, BACKOFFICE_SUPPORT_EVENTS.message, 1_500);
      await call(h.app, member, 'POST', '/api/chat/messages', { conversationId: conversation.id, text: 'Where is my deposit?', clientId: randomUUID() });
      expect(await arriving).toMatchObject({ conversationId: conversation.id, sender: 'member', text: 'Where is my deposit?', merchantCode: M, account: member.account });
      expect(await elsewhere).toBeNull();

      const answered = next<BackofficeSupportMessageEvent>(support, BACKOFFICE_SUPPORT_EVENTS.message);
      const reply = await bo(h.app, cookies.support, 'POST', '/api/backoffice/support/reply', { merchantCode: M, conversationId: conversation.id, text: 'On its way', clientId: randomUUID() });
      expect(reply.statusCode).toBe(200);
      expect(await answered).toMatchObject({ conversationId: conversation.id, sender: 'staff', staffName: STAFF.support.name, text: 'On its way' });

      const closing = next<BackofficeSupportClosedEvent>(support, BACKOFFICE_SUPPORT_EVENTS.closed);
      expect((await bo(h.app, cookies.support, 'POST', '/api/backoffice/support/close', { merchantCode: M, conversationId: conversation.id })).statusCode).toBe(200);
      expect(await closing).toEqual({ conversationId: conversation.id, merchantCode: M });
    });

    it('closes an open console once its session has signed out', async () => {
      const owner = await connected('owner');
      const gone = new Promise<string>((resolve) => owner.once('disconnect', resolve));
      await sweepConsoles(h.app);
      expect(owner.connected).toBe(true);
      expect((await bo(h.app, cookies.owner, 'POST', '/api/backoffice/session/logout')).statusCode).toBe(200);
      await sweepConsoles(h.app);
      expect(await gone).toBe('io server disconnect');
    });
  });
}

/** Two instances on one database and one Redis: a player's message sent on A reaches a console on B. */
const redisUrl = process.env['REDIS_URL'];
describe.skipIf(!redisUrl)("the back office's console socket across gateway instances (REDIS_URL)", () => {
  let a: AuthHarness;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, BACKOFFICE_SEED_STAFF: SEED_STAFF };
    a = await openWalletHarness(backends[0]!, { env });
    b = await buildApp(a.fixture, { env, database: a.database, now: a.clock.now });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  it("pushes a message stored on A to the merchant's console on B", async () => {
    const cookie = await signIn(a.app, a.clock, 'support');
    const opened = await open(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, cookie, M);
    if (!('socket' in opened)) throw new Error(`could not connect: ${opened.error}`);
    sockets.push(opened.socket);
    const member = await walletMember(a.app);
    const conversation = (await call(a.app, member, 'POST', '/api/chat/launch', {})).json().value.conversation as { id: number };
    const arriving = next<BackofficeSupportMessageEvent>(opened.socket, BACKOFFICE_SUPPORT_EVENTS.message);
    await call(a.app, member, 'POST', '/api/chat/messages', { conversationId: conversation.id, text: 'from A', clientId: randomUUID() });
    expect(await arriving).toMatchObject({ text: 'from A', account: member.account, merchantCode: M });
  });
});
