import { readdir, readFile } from 'node:fs/promises';
import * as apiClient from '@lobbykit/api-client';
import { DOMAIN_MESSAGE_KEYS } from '@lobbykit/domain';
import { loadShippedCatalogue } from '@lobbykit/i18n';
import { describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGE_KEYS } from '../src';

// Only this test reads the catalogue: i18n may not import the api-client, and the sandbox ships without i18n.
const englishKeys = new Set(Object.keys((await loadShippedCatalogue('EN')) ?? {}));

/** Every `*_MESSAGE_KEYS` export of the api-client (arrays of keys, or PLATFORM_MESSAGE_KEYS's object of keys). */
const clientKeyLists = Object.entries(apiClient)
  .filter(([name]) => name.endsWith('_MESSAGE_KEYS'))
  .map(([name, keys]) => [name, Object.values(keys as Record<string, string>)] as const);

/** The key literals the sandbox's source refuses with: `new Rejection('key'` and `refuse('key'`. */
async function refusalKeysInSource(): Promise<string[]> {
  const source = new URL('../src/', import.meta.url);
  const files = (await readdir(source, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const texts = await Promise.all(files.map((file) => readFile(new URL(file, source), 'utf8')));
  return texts.flatMap((text) =>
    [...text.matchAll(/(?:new Rejection|refuse)\(\s*'([^']+)'/g)].map((match) => match[1] ?? ''),
  );
}

describe('message keys a player can meet have a message (SPEC §8 error catalogue, DESIGN.md: no raw key on screen)', () => {
  it('finds the api-client key lists, including the four known ones', () => {
    expect(clientKeyLists.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'PLATFORM_MESSAGE_KEYS',
        'MONEY_MESSAGE_KEYS',
        'GAME_MESSAGE_KEYS',
        'MEMBER_CENTRE_MESSAGE_KEYS',
      ]),
    );
  });

  it.each(clientKeyLists)('every key of the api-client %s is in the English catalogue', (_name, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('every key the sandbox refuses with, its own or a domain rule’s, is in the English catalogue', () => {
    const answered = [...SANDBOX_MESSAGE_KEYS, ...DOMAIN_MESSAGE_KEYS];
    expect(answered.filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('lists in SANDBOX_MESSAGE_KEYS every key literal a sandbox refusal names', async () => {
    const named = await refusalKeysInSource();
    expect(named.length).toBeGreaterThan(50);
    const listed = new Set<string>([...SANDBOX_MESSAGE_KEYS, ...DOMAIN_MESSAGE_KEYS]);
    expect([...new Set(named)].filter((key) => !listed.has(key))).toEqual([]);
  });
});
