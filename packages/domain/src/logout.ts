import { SESSION_KEYS } from './storage-keys';

/** The part of the Web Storage API logout needs; sessionStorage fits, and so does a small Map wrapper in tests. */
export interface ClearableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** Session keys that survive logout: the merchant keys (SPEC §4, PLATFORM-FACTS §5.1). */
export const sessionKeysToKeepOnLogout: readonly string[] = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode];

/** Removes every session key except the merchant keys and returns the removed keys (SPEC §4). */
export function clearSessionOnLogout(storage: ClearableStorage): string[] {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !sessionKeysToKeepOnLogout.includes(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed;
}
