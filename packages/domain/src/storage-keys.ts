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

/** A session key and the value it holds. */
export type SessionEntry = readonly [key: string, value: string];

/** The merchant keys: the brand's merchant code under both names, kept across logout (SPEC §3, PLATFORM-FACTS §5.1). */
export function merchantSessionEntries(merchant: string): SessionEntry[] {
  return [
    [SESSION_KEYS.merchant, merchant],
    [SESSION_KEYS.merchantCode, merchant],
  ];
}

/** What of the member info the session keys hold: the fields PLATFORM-FACTS §5.1 names, never the password. */
export interface StoredMember {
  id: number | string;
  account: string;
  nickname?: string | null;
  /** The raw member type; its session key is `isAgent` (agent types 1, 2, 41, 42; trial 4). */
  type: number;
  memberLabel: readonly { labelName: string }[];
}

/** The member's session keys, from member info (PLATFORM-FACTS §5.1 `storeInfo`): the account under two names. */
export function memberSessionEntries(member: StoredMember): SessionEntry[] {
  const entries: SessionEntry[] = [
    [SESSION_KEYS.account, member.account],
    [SESSION_KEYS.username, member.account],
  ];
  if (member.nickname) entries.push([SESSION_KEYS.nickname, member.nickname]);
  entries.push(
    [SESSION_KEYS.customerId, String(member.id)],
    [SESSION_KEYS.isAgent, String(member.type)],
    [SESSION_KEYS.memberLabel, JSON.stringify(member.memberLabel.map((label) => label.labelName))],
  );
  return entries;
}

/** Writes session entries into sessionStorage or anything with its `setItem`. */
export function storeSessionEntries(
  storage: { setItem(key: string, value: string): void },
  entries: readonly SessionEntry[],
): void {
  for (const [key, value] of entries) storage.setItem(key, value);
}

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
