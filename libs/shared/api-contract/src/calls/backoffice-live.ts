/**
 * The back office's own live socket (issue 22 §3 "Support"). It is served under the back-office
 * API's path so that the browser sends the HttpOnly staff session cookie (Path=/api/backoffice)
 * with the handshake: the socket is authenticated by that cookie, never by a token in script.
 */
export const BACKOFFICE_LIVE_PATH = '/api/backoffice/live';
/** The support console's namespace; the handshake names the merchant (`auth: { merchantCode }`). */
export const BACKOFFICE_SUPPORT_NAMESPACE = '/support';
/**
 * Pushed to the consoles of one merchant: a stored chat message (with the conversation's member
 * account), or a closed conversation. The console refetches its list and open conversation.
 */
export const BACKOFFICE_SUPPORT_EVENTS = { message: 'support:message', closed: 'support:closed' } as const;

/** A message pushed to the support console. */
export interface BackofficeSupportMessageEvent {
  id: number;
  conversationId: number;
  sender: 'member' | 'staff';
  staffName: string | null;
  text: string;
  createdAt: string;
  merchantCode: string;
  account: string;
}

/** A conversation closed, pushed to the support console. */
export interface BackofficeSupportClosedEvent {
  conversationId: number;
  merchantCode: string;
}
