import { REMEMBER_COOKIE_MAX_AGE_MS, rememberCookieNames } from '@lobbykit/domain';

/** What "remember me" keeps for a day: the username and the SMS-login mobile, never a password (SPEC §3, DESIGN.md). */
export interface RememberedLogin {
  username: string | null;
  mobile: { mobileNum: string; countryDialingCode: string } | null;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const maxAge = value === null ? 0 : Math.round(REMEMBER_COOKIE_MAX_AGE_MS / 1000);
  // biome-ignore lint/suspicious/noDocumentCookie: SPEC §3 keeps remember-me in 1-day cookies; the Cookie Store API is not in every browser the site supports.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** Reads the remembered username and SMS-login mobile of a merchant. */
export function readRememberedLogin(merchant: string): RememberedLogin {
  const names = rememberCookieNames(merchant);
  if (readCookie(names.remember) !== '1') return { username: null, mobile: null };
  let mobile: RememberedLogin['mobile'] = null;
  try {
    const parsed = JSON.parse(readCookie(names.smsLogin) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object' && 'mobileNum' in parsed && 'countryDialingCode' in parsed) {
      mobile = { mobileNum: String(parsed.mobileNum), countryDialingCode: String(parsed.countryDialingCode) };
    }
  } catch {
    mobile = null;
  }
  return { username: readCookie(names.lastUser), mobile };
}

/** Keeps (or, when `remember` is off, deletes) what a successful login may remember, for one day. */
export function saveRememberedLogin(merchant: string, remember: boolean, login: Partial<RememberedLogin>): void {
  const names = rememberCookieNames(merchant);
  if (!remember) {
    for (const name of [names.remember, names.lastUser, names.smsLogin]) writeCookie(name, null);
    return;
  }
  writeCookie(names.remember, '1');
  if (login.username) writeCookie(names.lastUser, login.username);
  if (login.mobile) writeCookie(names.smsLogin, JSON.stringify(login.mobile));
}
