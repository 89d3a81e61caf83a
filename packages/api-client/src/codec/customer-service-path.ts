import { PLATFORM_MESSAGE_KEYS, PlatformError } from '../errors';
import { fromBase64 } from './base64';

/** Turns a customer-service entry's encrypted `path` into the URL to open; pluggable per platform. */
export type CustomerServicePathDecryptor = (encryptedPath: string) => Promise<string>;

/** The last 8 characters of an encrypted path are its key, everything before is the ciphertext (SPEC §7). */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;

/** Splits an encrypted path into ciphertext and key (SPEC §7, PLATFORM-FACTS §3.1). */
export function splitCustomerServicePath(encryptedPath: string): { ciphertext: string; key: string } {
  const cut = encryptedPath.length - CUSTOMER_SERVICE_KEY_LENGTH;
  return { ciphertext: encryptedPath.slice(0, Math.max(cut, 0)), key: encryptedPath.slice(Math.max(cut, 0)) };
}

/** The AES-256-GCM key both sides derive from the 8-character key: SHA-256 of its UTF-8 bytes. */
export async function customerServiceKey(key: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, [usage]);
}

/**
 * The default decryptor, matched by the sandbox. The earlier build used DES, which Web Crypto lacks, so the
 * ciphertext here is base64(iv ‖ AES-256-GCM ciphertext) under the key derived from the last 8 characters.
 */
export const decryptCustomerServicePath: CustomerServicePathDecryptor = async (encryptedPath) => {
  const { ciphertext, key } = splitCustomerServicePath(encryptedPath);
  const sealed = fromBase64(ciphertext);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, 12) },
    await customerServiceKey(key, 'decrypt'),
    sealed.slice(12),
  );
  return new TextDecoder().decode(plain);
};

/**
 * Opens a customer-service entry's encrypted `path` into the URL to open (SPEC §7); rejects as a `malformed`
 * {@link PlatformError} when it cannot, so the caller shows the catalogue's message and closes the chat window (§8).
 */
export async function openCustomerServicePath(
  encryptedPath: string,
  decryptor: CustomerServicePathDecryptor = decryptCustomerServicePath,
): Promise<string> {
  try {
    return await decryptor(encryptedPath);
  } catch (cause) {
    throw new PlatformError({
      kind: 'malformed',
      messageKey: PLATFORM_MESSAGE_KEYS.unknown,
      path: 'customer-service',
      cause,
    });
  }
}
