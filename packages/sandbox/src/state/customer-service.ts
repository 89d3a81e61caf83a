import { CUSTOMER_SERVICE_KEY_LENGTH, customerServiceKey, toBase64 } from '@lobbykit/api-client';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Seals a chat URL the way the client's default decryptor opens it: base64(iv ‖ AES-GCM) + 8-character key. */
export async function sealCustomerServicePath(url: string): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(CUSTOMER_SERVICE_KEY_LENGTH));
  const key = [...random].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await customerServiceKey(key, 'encrypt'),
      new TextEncoder().encode(url),
    ),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return toBase64(joined) + key;
}
