import { Server, type Socket } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from '../../http/shared-plugin';
import { ANNOUNCEMENT_EVENT, BALANCE_EVENT, DRAW_EVENT, LIVE_PATH, MESSAGE_EVENT } from '@platform/shared/api-contract';
import { fanOutAcrossInstances } from '../../http/socket-fan-out';

// The path and event names are the contract's (calls/live.ts), shared with the player app.
export { ANNOUNCEMENT_EVENT, BALANCE_EVENT, DRAW_EVENT, LIVE_PATH, MESSAGE_EVENT };

export interface LiveEvents {
  /** Tells every connected client of these members that their balance changed (they refetch it). */
  balanceChanged(memberIds: readonly number[]): void;
  /** Tells these members' clients that their inbox has a new message (no content: they refetch it). */
  messagesArrived(memberIds: readonly number[]): void;
  /** Tells every connected client that these lottery periods were drawn (public results: game, period, outcome). */
  drawPublished(draws: readonly { gameCode: string; periodId: string; outcome: unknown }[]): void;
  /**
   * Tells every connected client of this merchant (never another merchant's) that its announcements
   * changed. No content: the client refetches, and the GET applies execution, audience and dates.
   */
  announcementsChanged(merchantCode: string): void;
  /** How many sockets are connected (for tests and health). */
  connections(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveEvents;
    /** The socket.io server itself, for modules with a namespace of their own (the chat's /chat). */
    liveServer: Server;
  }
}

const roomOf = (memberId: number) => `member:${memberId}`;
/** Every socket of one merchant's members: announcements are per merchant. */
export const merchantRoomOf = (merchantCode: string) => `merchant:${merchantCode}`;

/**
 * Socket middleware: the handshake's session token must be live and free of a forced password change,
 * and a customerId, if sent, must be its member's. Sets socket.data.memberId, account and merchantCode. The chat namespace reuses it.
 */
export function memberHandshake(fastify: FastifyInstance) {
  return (socket: Socket, next: (error?: Error) => void) => {
    const { token, customerId } = (socket.handshake.auth ?? {}) as { token?: unknown; customerId?: unknown };
    if (typeof token !== 'string' || token.length === 0) return next(new Error('NOT_LOGGED_IN'));
    fastify.sessions
      .authenticate(token)
      .then((session) => {
        if (!session) return next(new Error('NOT_LOGGED_IN'));
        // Spec §4 forced change: like every HTTP call (modules/auth/sessions/password-change-gate.ts), no live room
        // nor chat until the password is changed; the change issues a new session that may connect.
        if (session.mustChangePassword) return next(new Error('PASSWORD_CHANGE_REQUIRED'));
        if (customerId !== undefined && String(customerId) !== String(session.member.id)) return next(new Error('FORBIDDEN'));
        socket.data.memberId = session.member.id;
        socket.data.account = session.member.account;
        socket.data.merchantCode = session.member.merchantCode;
        next();
      })
      .catch(() => next(new Error('INTERNAL')));
  };
}

/**
 * The live-event socket (spec §2: only when logged in; it receives customerId and account). A
 * client authenticates with its session token in the handshake; a customerId that is not the
 * token's member is refused. Each member's sockets share a room, so a push reaches all their tabs.
 * Events carry no amounts: the client refetches the balance through the authenticated API.
 */
export default sharedPlugin(
  async (fastify) => {
    const io = new Server(fastify.server, { path: LIVE_PATH, serveClient: false, transports: ['websocket', 'polling'] });

    // Several instances: a push from the one that committed the transfer reaches every instance's sockets.
    await fanOutAcrossInstances(fastify, io, 'socket.io');

    io.use(memberHandshake(fastify));

    io.on('connection', (socket) => {
      const memberId = socket.data.memberId as number;
      void socket.join([roomOf(memberId), merchantRoomOf(socket.data.merchantCode as string)]);
      socket.emit('welcome', { customerId: memberId, account: socket.data.account as string });
    });

    fastify.decorate('liveServer', io);
    fastify.decorate('live', {
      balanceChanged(memberIds) {
        if (memberIds.length > 0) io.to(memberIds.map(roomOf)).emit(BALANCE_EVENT, {});
      },
      messagesArrived(memberIds) {
        if (memberIds.length > 0) io.to(memberIds.map(roomOf)).emit(MESSAGE_EVENT, {});
      },
      drawPublished(draws) {
        for (const draw of draws) io.emit(DRAW_EVENT, { gameCode: draw.gameCode, periodId: draw.periodId, outcome: draw.outcome });
      },
      announcementsChanged(merchantCode) {
        io.to(merchantRoomOf(merchantCode)).emit(ANNOUNCEMENT_EVENT, {});
      },
      connections: () => io.engine.clientsCount,
    } satisfies LiveEvents);

    // Fastify closes the HTTP server itself; only the sockets and the engine are ours to close.
    fastify.addHook('onClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'live', dependencies: ['auth-services'] },
);
