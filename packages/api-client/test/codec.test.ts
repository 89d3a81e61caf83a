import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAesGcmRsaCodec, defineCall, ENCRYPTION_HEADER, fromBase64, toBase64 } from '../src';
import { createPlatformClient } from '../src/client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const pair = await crypto.subtle.generateKey(
  { ...rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
  true,
  ['encrypt', 'decrypt'],
);
const publicKey = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));

/** What the platform does with an enc body: unwrap the AES key, then open iv ‖ ciphertext. */
async function open(encryption: string, body: string): Promise<unknown> {
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(encryption));
  expect(rawKey.byteLength).toBe(32);
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const sealed = fromBase64((JSON.parse(body) as { value: string }).value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, key, sealed.slice(12));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('enc codec: AES-256-GCM body, RSA-OAEP SHA-256 wrapped key', () => {
  it('seals a payload that only the private key holder can open', async () => {
    const codec = createAesGcmRsaCodec({ publicKey });
    const sealed = await codec.encode(
      { username: 'player1', password: 'secret1' },
      { getPublicKey: () => Promise.reject(new Error('not asked')) },
    );
    expect(Object.keys(JSON.parse(sealed.body))).toEqual(['value']);
    expect(sealed.body).not.toContain('secret1');
    expect(await open(sealed.headers[ENCRYPTION_HEADER] ?? '', sealed.body)).toEqual({
      username: 'player1',
      password: 'secret1',
    });
  });

  it('uses a fresh key and iv for every request', async () => {
    const codec = createAesGcmRsaCodec({ publicKey });
    const context = { getPublicKey: async () => publicKey };
    const [a, b] = await Promise.all([codec.encode({ same: 1 }, context), codec.encode({ same: 1 }, context)]);
    expect(a?.body).not.toBe(b?.body);
    expect(a?.headers[ENCRYPTION_HEADER]).not.toBe(b?.headers[ENCRYPTION_HEADER]);
  });

  it('takes the public key from the brand configuration of the status call when none is configured', async () => {
    let received: unknown;
    let statusCalls = 0;
    server.use(
      http.get(`${BASE}/wps/system/status`, () => {
        statusCalls += 1;
        return HttpResponse.json({
          success: true,
          value: {
            info: { brand: { merchantCode: 'LOBBYKIT', supportedLanguages: ['EN'], currency: 'VND', publicKey } },
          },
        });
      }),
      http.post(`${BASE}/secret`, async ({ request }) => {
        received = await open(request.headers.get(ENCRYPTION_HEADER) ?? '', await request.text());
        return HttpResponse.json({ success: true, value: { ok: true } });
      }),
    );
    const client = createPlatformClient({
      baseUrl: BASE,
      merchant: 'LOBBYKIT',
      language: 'EN',
      device: 'WEB',
      tokenStore: { get: () => null, set: () => {} },
    });
    const secret = defineCall({
      name: 'testCall1',
      method: 'POST',
      path: '/secret',
      moduleId: null,
      token: false,
      enc: true,
      request: z.object({ pin: z.string() }),
      response: z.object({ ok: z.boolean() }),
    });
    await client.call(secret, { pin: '1234' });
    await client.call(secret, { pin: '5678' });
    expect(received).toEqual({ pin: '5678' });
    expect(statusCalls).toBe(1);
  });
});

describe('customer-service path: the last 8 characters are the key (SPEC §7)', () => {
  async function seal(url: string, key: string): Promise<string> {
    const { customerServiceKey } = await import('../src');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await customerServiceKey(key, 'encrypt'),
        new TextEncoder().encode(url),
      ),
    );
    const sealed = new Uint8Array([...iv, ...cipher]);
    return toBase64(sealed) + key;
  }

  it('opens a path sealed under its own last 8 characters', async () => {
    const client = createPlatformClient({
      baseUrl: BASE,
      merchant: 'M',
      language: 'EN',
      device: 'WEB',
      tokenStore: { get: () => null, set: () => {} },
    });
    const path = await seal('https://chat.example/room?id=7', 'Ab3dE6gH');
    expect(await client.openCustomerServicePath(path)).toBe('https://chat.example/room?id=7');
  });

  it('rejects a tampered path as malformed instead of opening garbage', async () => {
    const client = createPlatformClient({
      baseUrl: BASE,
      merchant: 'M',
      language: 'EN',
      device: 'WEB',
      tokenStore: { get: () => null, set: () => {} },
    });
    const path = await seal('https://chat.example/', 'Ab3dE6gH');
    await expect(client.openCustomerServicePath(`${path.slice(0, -8)}Zb3dE6gH`)).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('uses a decryptor the brand plugs in', async () => {
    const client = createPlatformClient({
      baseUrl: BASE,
      merchant: 'M',
      language: 'EN',
      device: 'WEB',
      tokenStore: { get: () => null, set: () => {} },
      customerServiceDecryptor: async (path) => path.split('').reverse().join(''),
    });
    expect(await client.openCustomerServicePath('moc.tahc')).toBe('chat.com');
  });
});
