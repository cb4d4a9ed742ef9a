import { STORAGE_KEYS } from './storage-keys';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function readToken(session: Store): string | null {
  return session.getItem(STORAGE_KEYS.token);
}

export function writeToken(session: Store, token: string): void {
  session.setItem(STORAGE_KEYS.token, token);
}

/** The spec keeps the merchant code in both session and local storage. */
export function rememberMerchantCode(session: Store, local: Store, code: string): void {
  session.setItem(STORAGE_KEYS.merchantCode, code);
  local.setItem(STORAGE_KEYS.merchantCode, code);
}

export function readMerchantCode(session: Store, local: Store): string | null {
  return session.getItem(STORAGE_KEYS.merchantCode) ?? local.getItem(STORAGE_KEYS.merchantCode);
}

/** Logout clears session storage but keeps the merchant code (spec §4 "Login"). */
export function clearSessionKeepingMerchant(session: Store): void {
  const merchant = session.getItem(STORAGE_KEYS.merchantCode);
  session.clear();
  if (merchant) session.setItem(STORAGE_KEYS.merchantCode, merchant);
}

/** The token may arrive in the query string (spec §2 root rendering); it wins over storage. */
export function tokenFromQueryOrSession(search: string, session: Store): string | null {
  const fromQuery = new URLSearchParams(search).get('token');
  if (fromQuery) {
    writeToken(session, fromQuery);
    return fromQuery;
  }
  return readToken(session);
}

/** The address without its token parameter, so the token leaves the bar and the history. */
export function urlWithoutToken(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return null;
  url.searchParams.delete('token');
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
}
