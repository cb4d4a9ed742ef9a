import { CHAT_EVENTS, CHAT_NAMESPACE, chatSendSchema, type ChatConversation, type ChatSendAck } from '@platform/shared/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { HttpError } from '../../http/http-error';
import { memberHandshake } from '../../plugins/app/live';
import { passwordChangeRequired } from '../auth/sessions/password-change-gate';
import type { ChatDelivery, ChatService } from './service';
import { pushClosedToConsoles, pushToConsoles } from './staff-socket';
import { staffByToken } from './staff';

/** Every staff console's socket is in this room: it hears every message and every close. */
export const STAFF_ROOM = 'chat-staff';
/** All of one member's chat sockets (each tab), whichever conversation is current. */
export const memberRoom = (memberId: number) => `chat-member:${memberId}`;

/**
 * The chat namespace on the live-event socket (same server, same path /live, same Redis adapter,
 * so a push from one instance reaches sockets on every other). A member authenticates with their
 * session token like the live socket; automation (SUPPORT_STAFF, a named staff token) as
 * `staffToken`. People answer from the back office, whose own socket (staff-socket.ts) is
 * authenticated by their staff session.
 */
export function createChatNamespace(fastify: FastifyInstance): Namespace {
  const chat = fastify.liveServer.of(CHAT_NAMESPACE);
  const asMember = memberHandshake(fastify);
  chat.use((socket, next) => {
    const { staffToken } = (socket.handshake.auth ?? {}) as { staffToken?: unknown };
    if (staffToken === undefined) return asMember(socket, next);
    const staff = typeof staffToken === 'string' ? staffByToken(fastify.config.supportStaff, staffToken) : null;
    if (!staff) return next(new Error('FORBIDDEN'));
    socket.data.staff = true;
    socket.data.staffName = staff.name;
    next();
  });
  return chat;
}

/** Pushes a stored message: to the member's sockets, the automation sockets and the merchant's back-office consoles. */
export function pushMessage(chat: Namespace, delivery: ChatDelivery): void {
  chat.to(memberRoom(delivery.memberId)).emit(CHAT_EVENTS.message, delivery.message);
  chat.to(STAFF_ROOM).emit(CHAT_EVENTS.message, { ...delivery.message, merchantCode: delivery.merchantCode, account: delivery.account });
  pushToConsoles(chat, delivery);
}

/** A closed conversation: the member's sockets, the automation sockets and, when the merchant is known, its consoles. */
export function pushClosed(chat: Namespace, memberId: number, conversation: ChatConversation, merchantCode?: string): void {
  chat.to(memberRoom(memberId)).to(STAFF_ROOM).emit(CHAT_EVENTS.closed, conversation);
  if (merchantCode) pushClosedToConsoles(chat, merchantCode, conversation.id);
}

function failure(error: unknown): ChatSendAck {
  if (error instanceof HttpError) return { ok: false, code: error.code, message: error.message };
  return { ok: false, code: 'INTERNAL', message: 'Unknown error' };
}

/** Member sockets join their room and send with an ack; automation sockets join the staff room and only listen (they reply over HTTP). */
export function serveChatSockets(fastify: FastifyInstance, chat: Namespace, service: ChatService): void {
  chat.on('connection', (socket: Socket) => {
    if (socket.data.staff === true) {
      void socket.join(STAFF_ROOM);
      return;
    }
    void socket.join(memberRoom(socket.data.memberId as number));
    socket.on(CHAT_EVENTS.send, (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: ChatSendAck) => void) : () => undefined;
      const parsed = chatSendSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, code: 'VALIDATION_FAILED', message: 'Please enter the correct user information' });
      // The session is checked again for every message: a socket opened before a logout must not keep talking.
      const { token } = socket.handshake.auth as { token: string };
      fastify.sessions
        .authenticate(token)
        .then((session) => {
          if (!session) throw new HttpError(401, 'NOT_LOGGED_IN', 'You are not logged in, please login');
          if (session.mustChangePassword) throw passwordChangeRequired();
          return service.send(session.member, parsed.data);
        })
        .then((message) => reply({ ok: true, message }))
        .catch((error: unknown) => {
          if (!(error instanceof HttpError)) fastify.log.error({ err: error }, 'chat send failed');
          reply(failure(error));
        });
    });
  });
}
