import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { io } from 'socket.io-client';
import {
  BACKOFFICE_LIVE_PATH,
  BACKOFFICE_SUPPORT_EVENTS,
  BACKOFFICE_SUPPORT_NAMESPACE,
  type BackofficeSupportClosedEvent,
  type BackofficeSupportMessageEvent,
} from '@platform/shared/api-contract';

/**
 * connecting: the handshake is under way (or reconnecting after a drop); live: pushes arrive;
 * signedOut: the gateway refused the session (signed out, idle, TOTP step missing); refused: the
 * staff member may not answer this merchant's chats.
 */
export type SupportLiveStatus = 'connecting' | 'live' | 'signedOut' | 'refused';

export interface SupportLiveHandlers {
  onMessage(event: BackofficeSupportMessageEvent): void;
  onClosed(event: BackofficeSupportClosedEvent): void;
  onStatus(status: SupportLiveStatus): void;
}

/** Opens the console's live feed for one merchant; answers the function that closes it. */
export type SupportLiveConnect = (merchantCode: string, handlers: SupportLiveHandlers) => () => void;

const SIGNED_OUT = new Set(['NOT_LOGGED_IN', 'EXTRA_VERIFICATION_REQUIRED']);

/**
 * The real feed: the back office's own socket (BACKOFFICE_LIVE_PATH), same origin, so the browser
 * sends the HttpOnly session cookie with the handshake; nothing in script holds a token.
 */
export const connectSupportLive: SupportLiveConnect = (merchantCode, handlers) => {
  const socket = io(BACKOFFICE_SUPPORT_NAMESPACE, {
    path: BACKOFFICE_LIVE_PATH,
    auth: { merchantCode },
    // WebSocket first, as the player sockets (no sticky sessions needed); long-polling when a proxy refuses the upgrade.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    withCredentials: true,
  });
  handlers.onStatus('connecting');
  socket.on('connect', () => handlers.onStatus('live'));
  // A drop the client recovers from by itself (network, a gateway restart) reads as connecting.
  socket.on('disconnect', (reason) => handlers.onStatus(reason === 'io server disconnect' ? 'signedOut' : 'connecting'));
  socket.on('connect_error', (error) => {
    // Refusals by the gateway's middleware are final: socket.io does not retry them.
    if (socket.active) return handlers.onStatus('connecting');
    handlers.onStatus(SIGNED_OUT.has(error.message) ? 'signedOut' : 'refused');
  });
  socket.on(BACKOFFICE_SUPPORT_EVENTS.message, handlers.onMessage);
  socket.on(BACKOFFICE_SUPPORT_EVENTS.closed, handlers.onClosed);
  return () => {
    socket.removeAllListeners();
    socket.close();
  };
};

const SupportLiveContext = createContext<SupportLiveConnect>(connectSupportLive);

/** Replaces the console's feed (stories and tests inject one; the app keeps the real socket). */
export function SupportLiveProvider({ connect, children }: { connect: SupportLiveConnect; children: ReactNode }) {
  return <SupportLiveContext.Provider value={connect}>{children}</SupportLiveContext.Provider>;
}

/**
 * Keeps the merchant's live feed open while mounted; the handlers may change on every render
 * without reopening the socket.
 */
export function useSupportLive(merchantCode: string | null, handlers: SupportLiveHandlers): void {
  const connect = useContext(SupportLiveContext);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!merchantCode) return undefined;
    return connect(merchantCode, {
      onMessage: (event) => latest.current.onMessage(event),
      onClosed: (event) => latest.current.onClosed(event),
      onStatus: (status) => latest.current.onStatus(status),
    });
  }, [connect, merchantCode]);
}
