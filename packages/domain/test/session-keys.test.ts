import { describe, expect, it } from 'vitest';
import { clearSessionOnLogout, memberSessionEntries, merchantSessionEntries, storeSessionEntries } from '../src';

function mapStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('merchant keys (SPEC §3, PLATFORM-FACTS §5.1)', () => {
  it('holds the merchant code under both merchant and merchantCode', () => {
    expect(merchantSessionEntries('ACME')).toEqual([
      ['merchant', 'ACME'],
      ['merchantCode', 'ACME'],
    ]);
  });
  it('are what a logout leaves behind (SPEC §4)', () => {
    const storage = mapStorage({ token: 't', isAgent: '1', USER_POPUP: 'closed' });
    storeSessionEntries(storage, merchantSessionEntries('ACME'));
    clearSessionOnLogout(storage);
    expect(Object.fromEntries(storage.map)).toEqual({ merchant: 'ACME', merchantCode: 'ACME' });
  });
});

describe('member keys (PLATFORM-FACTS §5.1: stored from member info)', () => {
  const member = { id: 7, account: 'player1', nickname: 'Lucky', type: 4, memberLabel: [{ labelName: 'VIP1' }] };

  it('stores the account under account and username, the id as customerId and the raw type as isAgent', () => {
    expect(Object.fromEntries(memberSessionEntries(member))).toEqual({
      account: 'player1',
      username: 'player1',
      nickname: 'Lucky',
      customerId: '7',
      isAgent: '4',
      memberLabel: '["VIP1"]',
    });
  });
  it('leaves the nickname out when the member has none', () => {
    const keys = memberSessionEntries({ ...member, nickname: null }).map(([key]) => key);
    expect(keys).not.toContain('nickname');
    expect(keys).toContain('isAgent');
  });
});
