/**
 * The spec's remembered login data (§3), in cookies that last 24 hours
 * (86,400,000 ms): the last username, the password keyed by username, the
 * remember flag, and the mobile number with its dialing code.
 *
 * Keeping a password in a script-readable cookie is the spec's choice and a
 * known risk; it is written only when the player ticks remember-me, limited to
 * this site (SameSite=Strict, Secure on HTTPS) and expires after 24 hours.
 */
export const REMEMBER_ME_MS = 86_400_000;

const KEYS = {
  lastUsername: 'lastUsername',
  remember: 'rememberMe',
  mobile: 'rememberMobile',
  password: (username: string) => `pwd_${encodeURIComponent(username)}`,
};

export interface RememberedLogin {
  remember: boolean;
  username: string;
  password: string;
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

export function readRememberedLogin(doc: Document): RememberedLogin {
  const username = readCookie(doc, KEYS.lastUsername) ?? '';
  const mobileRaw = readCookie(doc, KEYS.mobile);
  const [countryDialingCode, mobileNum] = mobileRaw ? mobileRaw.split(' ') : [];
  return {
    remember: readCookie(doc, KEYS.remember) === '1',
    username,
    password: username ? (readCookie(doc, KEYS.password(username)) ?? '') : '',
    mobile: countryDialingCode && mobileNum ? { countryDialingCode, mobileNum } : null,
  };
}

/** After a successful login: save the credentials when remember-me is on, clear them otherwise. */
export function saveOrClearRememberedLogin(
  doc: Document,
  login: { remember: boolean; username?: string; password?: string; mobile?: { countryDialingCode: string; mobileNum: string } },
): void {
  const previous = readCookie(doc, KEYS.lastUsername);
  if (!login.remember) {
    for (const name of [KEYS.lastUsername, KEYS.remember, KEYS.mobile]) writeCookie(doc, name, '', 0);
    if (previous) writeCookie(doc, KEYS.password(previous), '', 0);
    return;
  }
  writeCookie(doc, KEYS.remember, '1', REMEMBER_ME_MS);
  if (login.username) {
    writeCookie(doc, KEYS.lastUsername, login.username, REMEMBER_ME_MS);
    if (login.password) writeCookie(doc, KEYS.password(login.username), login.password, REMEMBER_ME_MS);
  }
  if (login.mobile) {
    writeCookie(doc, KEYS.mobile, `${login.mobile.countryDialingCode} ${login.mobile.mobileNum}`, REMEMBER_ME_MS);
  }
}
