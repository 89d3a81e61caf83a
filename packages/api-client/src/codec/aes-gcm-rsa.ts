import { ENCRYPTION_HEADER } from '../headers';
import { fromBase64, toBase64 } from './base64';
import type { EncCodec } from './codec';

/** Options of the default codec. */
export interface AesGcmRsaCodecOptions {
  /** SPKI public key, base64; when absent the client's key (from the brand configuration) is used. */
  publicKey?: string;
}

const IV_BYTES = 12;

/**
 * The default enc codec, so an `enc` body is unreadable on the way: a fresh AES-256-GCM key per request encrypts the JSON payload; the key is
 * wrapped with RSA-OAEP (SHA-256) into the `Encryption` header; the body is `{"value": base64(iv ‖ ciphertext)}`.
 */
export function createAesGcmRsaCodec(options: AesGcmRsaCodecOptions = {}): EncCodec {
  const importedKeys = new Map<string, Promise<CryptoKey>>();
  const importPublicKey = (spki: string) => {
    let key = importedKeys.get(spki);
    if (!key) {
      key = crypto.subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]);
      importedKeys.set(spki, key);
    }
    return key;
  };

  return {
    async encode(payload, context) {
      const publicKey = await importPublicKey(options.publicKey ?? (await context.getPublicKey()));
      const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? {}));
      const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
      const rawKey = await crypto.subtle.exportKey('raw', aesKey);
      const wrappedKey = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
      const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
      sealed.set(iv);
      sealed.set(ciphertext, IV_BYTES);
      return {
        body: JSON.stringify({ value: toBase64(sealed) }),
        headers: { [ENCRYPTION_HEADER]: toBase64(new Uint8Array(wrappedKey)) },
      };
    },
  };
}
