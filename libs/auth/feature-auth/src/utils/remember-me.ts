/**
 * The spec's remembered login data (§3), in cookies that last 24 hours (86,400,000 ms): the last
 * username, the remember flag and the mobile number with its dialing code.
 *
 * The spec's "password keyed by username" is never stored (issue 26): the gateway sets an
 * HttpOnly remember token for that username instead, which scripts cannot read, and exchanges it
 * for a session (POST /api/auth/remember-login). These cookies hold nothing secret.
 */
export const REMEMBER_ME_MS = 86_400_000;

const KEYS = {
  lastUsername: 'lastUsername',
  remember: 'rememberMe',
  mobile: 'rememberMobile',
};
/** Builds before issue 26 kept the password in `pwd_<username>`: any left over is deleted on sight. */
const LEGACY_PASSWORD_PREFIX = 'pwd_';

export interface RememberedLogin {
  remember: boolean;
  username: string;
  mobile: { countryDialingCode: string; mobileNum: string } | null;
}

function readCookie(doc: Document, name: string): string | null {
  const prefix = `${name}=`;
  const found = doc.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(doc: Document, name: string, value: string, maxAgeMs: number): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.floor(maxAgeMs / 1000)}; path=/; SameSite=Strict${secure}`;
}

function dropLegacyPasswords(doc: Document): void {
  for (const cookie of doc.cookie.split('; ')) {
    const name = cookie.slice(0, cookie.indexOf('='));
    if (name.startsWith(LEGACY_PASSWORD_PREFIX)) writeCookie(doc, name, '', 0);
  }
}

export function readRememberedLogin(doc: Document): RememberedLogin {
  dropLegacyPasswords(doc);
  const mobileRaw = readCookie(doc, KEYS.mobile);
  const [countryDialingCode, mobileNum] = mobileRaw ? mobileRaw.split(' ') : [];
  return {
    remember: readCookie(doc, KEYS.remember) === '1',
    username: readCookie(doc, KEYS.lastUsername) ?? '',
    mobile: countryDialingCode && mobileNum ? { countryDialingCode, mobileNum } : null,
  };
}

/**
 * After a successful login: save the username and number when remember-me is on, clear them
 * otherwise. The remembered password is the gateway's HttpOnly token, set by the login call.
 */
export function saveOrClearRememberedLogin(
  doc: Document,
  login: { remember: boolean; username?: string; mobile?: { countryDialingCode: string; mobileNum: string } },
): void {
  dropLegacyPasswords(doc);
  if (!login.remember) {
    for (const name of [KEYS.lastUsername, KEYS.remember, KEYS.mobile]) writeCookie(doc, name, '', 0);
    return;
  }
  writeCookie(doc, KEYS.remember, '1', REMEMBER_ME_MS);
  if (login.username) writeCookie(doc, KEYS.lastUsername, login.username, REMEMBER_ME_MS);
  if (login.mobile) {
    writeCookie(doc, KEYS.mobile, `${login.mobile.countryDialingCode} ${login.mobile.mobileNum}`, REMEMBER_ME_MS);
  }
}

/** Whether the username form may log `username` in with the gateway's remember token. */
export function canUseRememberedLogin(remembered: RememberedLogin, username: string): boolean {
  return remembered.remember && remembered.username !== '' && remembered.username === username.trim();
}
