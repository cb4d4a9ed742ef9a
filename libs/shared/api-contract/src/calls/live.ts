/**
 * The member's live socket (spec §2: only when logged in): the gateway serves socket.io under this
 * path, and the live chat is its /chat namespace (calls/chat.ts). Only /live/... is the socket;
 * /live itself is the SPA's live-casino page.
 */
export const LIVE_PATH = '/live';

// What the live socket pushes. No event carries an amount or a text: the client refetches through
// the authenticated API.

/** To a member's clients: a committed transfer changed their balance. */
export const BALANCE_EVENT = 'balance';
/** To every client: a lottery period was drawn (game, period and outcome, all public). */
export const DRAW_EVENT = 'draw';
/** To a member's clients: a message reached their inbox. */
export const MESSAGE_EVENT = 'message';
/** To every client of one merchant: an operator wrote one of its announcements. */
export const ANNOUNCEMENT_EVENT = 'announcement';
