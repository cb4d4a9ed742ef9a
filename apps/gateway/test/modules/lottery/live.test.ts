import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_EVENT, DRAW_EVENT, LIVE_PATH } from '../../../src/plugins/app/live';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, mainBalance, openWalletHarness, operator, walletMember } from '../../support/wallet';

const pglite = backends[0]!;

function nextEvent<T>(socket: Socket, event: string, ms = 3_000): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('lottery results and settlements over the live socket', () => {
  let h: AuthHarness;
  let url: string;
  let socket: Socket | undefined;

  beforeAll(async () => {
    h = await openWalletHarness(pglite);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    socket?.close();
    await h?.close();
  });

  it('pushes the draw to everyone and the balance change to the winner, with no reload', async () => {
    const member = await walletMember(h.app, { balance: 1_000_000 });
    socket = connect(url, {
      path: LIVE_PATH,
      auth: { token: member.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise((resolve) => socket!.once('welcome', resolve));

    const lobby = (
      await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=DICE' })
    ).json().value as { current: { periodId: string; drawAt: string } }[];
    const { periodId, drawAt } = lobby[0]!.current;
    // Every sum from 3 to 18: exactly one of these bets wins.
    const bets = Array.from({ length: 16 }, (_, i) => ({
      betType: 'NUMBER',
      selection: String(i + 3),
      stake: 100,
    }));
    const stakePush = nextEvent<object>(socket, BALANCE_EVENT);
    const placed = await call(h.app, member, 'POST', '/api/lottery/bets', {
      idempotencyKey: randomUUID(),
      gameCode: 'DICE',
      periodId,
      bets,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // The stakes' debit is pushed first; the settlement's push is the next one.
    expect(await stakePush).toEqual({});

    h.clock.advance(new Date(drawAt).getTime() - h.clock.now().getTime());
    const draw = nextEvent<{ gameCode: string; periodId: string; outcome: { sum: number } }>(
      socket,
      DRAW_EVENT,
    );
    const balance = nextEvent<object>(socket, BALANCE_EVENT);
    expect((await operator(h.app, 'POST', '/api/operator/lottery/jobs/run', {})).statusCode).toBe(
      200,
    );
    const drawn = await draw;
    expect(drawn).toMatchObject({ gameCode: 'DICE', periodId });
    expect(await balance).toEqual({});
    expect(await mainBalance(h.app, member)).toBeGreaterThan(1_000_000 - 1600);
  });
});
