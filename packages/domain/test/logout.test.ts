import { describe, expect, it } from 'vitest';
import { type ClearableStorage, clearSessionOnLogout, rememberCookieNames, sessionKeysToKeepOnLogout } from '../src';

function mapStorage(entries: Record<string, string>): ClearableStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
  };
}

describe('logout (SPEC §4)', () => {
  it('clears every session key except the merchant keys', () => {
    const storage = mapStorage({ token: 't', isAgent: '1', merchant: 'm', merchantCode: 'm', validate: '{}' });
    const removed = clearSessionOnLogout(storage);
    expect([...storage.map.keys()]).toEqual(['merchant', 'merchantCode']);
    expect(removed).toEqual(['token', 'isAgent', 'validate']);
  });
  it('keeps only merchant and merchantCode', () => {
    expect(sessionKeysToKeepOnLogout).toEqual(['merchant', 'merchantCode']);
  });
  it('skips a key slot that is empty', () => {
    const storage: ClearableStorage = { length: 1, key: () => null, removeItem: () => {} };
    expect(clearSessionOnLogout(storage)).toEqual([]);
  });
});

describe('remember-me cookies (SPEC §3)', () => {
  it('names the last-user cookie after the merchant and never names a password cookie', () => {
    const names = rememberCookieNames('acme');
    expect(names).toEqual({ lastUser: 'acme-login', remember: 'loginRemember', smsLogin: 'loginTypeSms' });
  });
});
