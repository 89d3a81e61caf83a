/** sessionStorage keys the site uses (SPEC §3, PLATFORM-FACTS §5.1). */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  account: 'account',
  username: 'username',
  nickname: 'nickname',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  notices: 'notices',
  routers: 'routers',
  settings: 'consolidated',
  validators: 'validate',
  merchantWallet: 'merchantWallet',
  vendorLanes: 'gameVendor',
  hotGames: 'HOT_GAMES',
  userPopupDismissed: 'USER_POPUP',
  anonymousPopupDismissed: 'ANONYMOUS_POPUP',
} as const;

/** localStorage keys the site uses: the chosen language and the one read at start-up (SPEC §3, PLATFORM-FACTS §5.2). */
export const LOCAL_KEYS = { lang: 'lang', hisLang: 'hisLang', merchantCode: 'merchantCode' } as const;

/** Lifetime of the remember-me cookies: one day (SPEC §3, §9). */
export const REMEMBER_COOKIE_MAX_AGE_MS = 86_400_000;

/**
 * Names of the remember-me cookies for a merchant: the last username, the remember flag and the SMS-login
 * mobile. The earlier build also kept the password in a cookie; this kit never does (DESIGN.md).
 */
export function rememberCookieNames(merchant: string): { lastUser: string; remember: string; smsLogin: string } {
  return { lastUser: `${merchant}-login`, remember: 'loginRemember', smsLogin: 'loginTypeSms' };
}
