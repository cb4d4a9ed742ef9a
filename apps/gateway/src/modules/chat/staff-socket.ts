import {
  BACKOFFICE_LIVE_PATH,
  BACKOFFICE_SUPPORT_EVENTS,
  BACKOFFICE_SUPPORT_NAMESPACE,
  type BackofficeSupportClosedEvent,
  type BackofficeSupportMessageEvent,
} from '@platform/shared/api-contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import { backofficeSessions } from '../../db/backoffice-schema';
import { can } from '../backoffice/roles';
import { fanOutAcrossInstances } from '../../http/socket-fan-out';
import { sessionToken } from '../backoffice/sessions';
import type { ChatDelivery } from './service';

/** The permission the console's HTTP calls declare (BACKOFFICE_PERMISSION_OF): the socket asks the same. */
const PERMISSION = 'support.chat' as const;
/** How often open consoles are checked against their session and roles (sign-out, idle, revoked role). */
export const SUPPORT_SWEEP_MS = 30_000;

/** One merchant's consoles: a push never reaches another merchant's staff. */
export const supportRoom = (merchantCode: string) => `support:${merchantCode}`;

/** The back office's console namespace of each live server (the chat pushes find it through their own namespace's server). */
const consoles = new WeakMap<Server, { namespace: Namespace; sweep: () => Promise<void> }>();

/** The console namespace next to this chat namespace, when the back office's socket runs. */
function consolesOf(chat: Namespace): Namespace | undefined {
  return consoles.get(chat.server)?.namespace;
}

/** Pushes a stored message to the consoles of its merchant. */
export function pushToConsoles(chat: Namespace, delivery: ChatDelivery): void {
  const event: BackofficeSupportMessageEvent = {
    id: delivery.message.id,
    conversationId: delivery.message.conversationId,
    sender: delivery.message.sender,
    staffName: delivery.message.staffName,
    text: delivery.message.text,
    createdAt: delivery.message.createdAt,
    merchantCode: delivery.merchantCode,
    account: delivery.account,
  };
  consolesOf(chat)?.to(supportRoom(delivery.merchantCode)).emit(BACKOFFICE_SUPPORT_EVENTS.message, event);
}

export function pushClosedToConsoles(chat: Namespace, merchantCode: string, conversationId: number): void {
  const event: BackofficeSupportClosedEvent = { conversationId, merchantCode };
  consolesOf(chat)?.to(supportRoom(merchantCode)).emit(BACKOFFICE_SUPPORT_EVENTS.closed, event);
}

/** Runs the session and role check of every open console now (tests; the timer runs it every SUPPORT_SWEEP_MS). */
export async function sweepConsoles(fastify: FastifyInstance): Promise<void> {
  await consoles.get(fastify.liveServer)?.sweep();
}

/**
 * The back office's socket: a socket.io server of its own under BACKOFFICE_LIVE_PATH, so the
 * browser sends the HttpOnly, SameSite=Strict staff cookie with the handshake (a page of another
 * site cannot open it with the cookie). The handshake must carry a full (password and TOTP)
 * session whose roles grant support.chat in the merchant named in `auth.merchantCode`; the socket
 * joins that merchant's room and only listens (answers go over the audited HTTP calls).
 */
export async function createSupportConsoles(fastify: FastifyInstance): Promise<Namespace> {
  const io = new Server(fastify.server, { path: BACKOFFICE_LIVE_PATH, serveClient: false, transports: ['websocket', 'polling'] });
  // Several instances: a channel of its own, beside the player socket's (plugins/app/live.ts).
  await fanOutAcrossInstances(fastify, io, 'backoffice-live');
  const namespace = io.of(BACKOFFICE_SUPPORT_NAMESPACE);

  namespace.use((socket, next) => {
    const { merchantCode } = (socket.handshake.auth ?? {}) as { merchantCode?: unknown };
    const token = sessionToken(socket.handshake.headers.cookie);
    if (!token) return next(new Error('NOT_LOGGED_IN'));
    if (typeof merchantCode !== 'string' || merchantCode.length === 0) return next(new Error('VALIDATION_FAILED'));
    fastify.staffSessions
      .find(token)
      .then(async (session) => {
        if (!session) return next(new Error('NOT_LOGGED_IN'));
        if (session.stage !== 'full') return next(new Error('EXTRA_VERIFICATION_REQUIRED'));
        const staff = await fastify.staffRepository.byId(session.staffId);
        if (!staff) return next(new Error('NOT_LOGGED_IN'));
        if (!can(staff.grants, PERMISSION, merchantCode)) return next(new Error('FORBIDDEN'));
        socket.data.staffId = staff.row.id;
        socket.data.tokenHash = session.tokenHash;
        socket.data.merchantCode = merchantCode;
        next();
      })
      .catch((error: unknown) => {
        fastify.log.error({ err: error }, 'support console handshake failed');
        next(new Error('INTERNAL'));
      });
  });
  namespace.on('connection', (socket: Socket) => {
    void socket.join(supportRoom(socket.data.merchantCode as string));
  });

  /**
   * A socket outlives the handshake: sign-out, the idle limit, a disabled account or a removed role
   * must close it too. The session is read without restarting its idle clock (an open console
   * alone does not keep a session alive).
   */
  async function stillAllowed(socket: Socket): Promise<boolean> {
    const at = fastify.now();
    const idleMs = fastify.config.backoffice.idleMinutes * 60_000;
    const [row] = await fastify.db
      .select({ staffId: backofficeSessions.staffId })
      .from(backofficeSessions)
      .where(
        and(
          eq(backofficeSessions.tokenHash, socket.data.tokenHash as string),
          eq(backofficeSessions.stage, 'full'),
          gt(backofficeSessions.expiresAt, at),
          gt(backofficeSessions.lastSeenAt, new Date(at.getTime() - idleMs)),
        ),
      );
    if (!row) return false;
    const staff = await fastify.staffRepository.byId(row.staffId);
    return !!staff && !staff.row.disabled && can(staff.grants, PERMISSION, socket.data.merchantCode as string);
  }
  async function sweep(): Promise<void> {
    const local = [...namespace.sockets.values()];
    const verdicts = await Promise.all(local.map((socket) => stillAllowed(socket).catch(() => true)));
    local.forEach((socket, index) => {
      if (!verdicts[index]) socket.disconnect(true);
    });
  }
  const timer = setInterval(() => void sweep(), SUPPORT_SWEEP_MS);
  timer.unref();

  consoles.set(fastify.liveServer, { namespace, sweep });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    io.disconnectSockets(true);
    io.engine.close();
  });
  return namespace;
}
