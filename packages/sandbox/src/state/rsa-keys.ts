import { fromBase64, toBase64 } from '@lobbykit/api-client';
import type { SandboxStore } from '../store/store';

/** The sandbox's RSA-OAEP key pair: it publishes the public half and opens `enc` bodies with the private one. */
export interface SandboxKeys {
  /** SPKI, base64. */
  publicKey: string;
  privateKey: CryptoKey;
}

interface StoredKeys {
  spki: string;
  pkcs8: string;
}

const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Makes a key pair, as stored and as used. */
async function makeKeys(): Promise<{ stored: StoredKeys; keys: SandboxKeys }> {
  const pair = await crypto.subtle.generateKey(
    { ...algorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const stored = {
    spki: toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))),
    pkcs8: toBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey))),
  };
  return { stored, keys: { publicKey: stored.spki, privateKey: pair.privateKey } };
}

// Making an RSA-2048 key pair costs more than restoring a seeded world, and every sandbox needs one as soon as it
// answers the status call (the brand carries the public key); so the sandboxes of one process share one pair.
let keysOfThisProcess: ReturnType<typeof makeKeys> | undefined;

/** Loads the key pair from the store, or stores the process's one, so keys survive a restart on SQLite. */
export function createKeyRing(store: SandboxStore): { keys(): Promise<SandboxKeys>; forget(): void } {
  let pending: Promise<SandboxKeys> | undefined;
  const load = async (): Promise<SandboxKeys> => {
    const stored = store.get<StoredKeys>('keys', 'rsa');
    if (!stored) {
      keysOfThisProcess ??= makeKeys();
      const made = await keysOfThisProcess;
      store.put('keys', 'rsa', made.stored);
      return made.keys;
    }
    const privateKey = await crypto.subtle.importKey('pkcs8', fromBase64(stored.pkcs8), algorithm, false, ['decrypt']);
    return { publicKey: stored.spki, privateKey };
  };
  return {
    keys: () => {
      pending ??= load();
      return pending;
    },
    forget: () => {
      pending = undefined;
    },
  };
}

/** Opens a body sealed by the default codec: unwraps the AES key from `Encryption`, then decrypts `value`. */
export async function openSealedBody(keys: SandboxKeys, encryption: string, sealedValue: string): Promise<unknown> {
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, fromBase64(encryption));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const sealed = fromBase64(sealedValue);
  const plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, aesKey, sealed.slice(12));
  return JSON.parse(new TextDecoder().decode(plaintext));
}
