import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, isPlatformError, type PlatformError } from '../src';
import { createPlatformClient, platformCalls } from '../src/client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const deposited = {
  reference: 'TX1',
  channelId: 'BANK',
  amount: '60.00',
  status: 'Approved',
  balance: '60.00',
  time: 1,
};

function makeClient(sealed: unknown[] = []) {
  return createPlatformClient({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    tokenStore: { get: () => 'token-1', set: () => {} },
    codec: {
      encode: async (payload) => {
        sealed.push(payload);
        return { body: JSON.stringify({ value: 'sealed' }), headers: { Encryption: 'wrapped-key' } };
      },
    },
  });
}

function recordRequests(path: string, answer: Record<string, unknown>) {
  const seen: Request[] = [];
  server.use(
    http.all(`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

describe('one idempotency key per money intent (DESIGN.md: rules that protect users)', () => {
  it('sends the key the caller keeps for an intent, the same one when the intent is retried', async () => {
    const seen = recordRequests('/wps/relay/GCS_deposit', { success: true, value: deposited });
    const client = makeClient();
    await client.deposit({ channelId: 'BANK', amount: '60' }, { idempotencyKey: 'intent-7' });
    await client.deposit({ channelId: 'BANK', amount: '60' }, { idempotencyKey: 'intent-7' });
    expect(seen.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual(['intent-7', 'intent-7']);
  });

  it('makes a fresh random key for each call that brings none', async () => {
    const seen = recordRequests('/wps/relay/GCS_deposit', { success: true, value: deposited });
    const client = makeClient();
    await client.deposit({ channelId: 'BANK', amount: '60' });
    await client.deposit({ channelId: 'BANK', amount: '60' });
    const [first, second] = seen.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('marks every money move idempotent and leaves reads without a key', () => {
    const moves = ['transfer', 'deposit', 'withdraw', 'transferToUpline', 'transferToDownline'] as const;
    expect(moves.map((name) => platformCalls[name].idempotent)).toEqual([true, true, true, true, true]);
    const reads = ['getWallets', 'getMerchantWallet', 'getWithdrawals', 'getTransactionHistory'] as const;
    expect(reads.map((name) => platformCalls[name].idempotent ?? false)).toEqual([false, false, false, false]);
  });
});

describe('payment passwords travel sealed (enc codec)', () => {
  it('sends a withdrawal and a new payment password through the codec, never as plain JSON', async () => {
    const withdrawal = {
      reference: 'W1',
      amount: '100.00',
      status: 'In Process',
      time: 1,
      settledAt: null,
      confirmation: null,
    };
    const payoutAccount = { id: 'BANK-1', bankName: 'Bank', accountName: 'A', accountNumber: '•••• 0001' };
    const seen = recordRequests('/wps/relay/passwordCheck/GCS_withdraw', {
      success: true,
      value: { ...withdrawal, payoutAccount },
    });
    const sealed: unknown[] = [];
    await makeClient(sealed).withdraw({ amount: '100', payoutAccountId: 'BANK-1', paymentPassword: '135790' });
    expect(sealed).toEqual([{ amount: '100', payoutAccountId: 'BANK-1', paymentPassword: '135790' }]);
    expect(seen[0]?.headers.get('Encryption')).toBe('wrapped-key');
    expect(await seen[0]?.text()).toBe('{"value":"sealed"}');
    expect(platformCalls.setPaymentPassword.enc).toBe(true);
  });
});

describe('exact amounts (SPEC §1: 2 decimals; DESIGN.md: never float sums)', () => {
  it('refuses an amount with three decimals, or a number, before anything is sent', async () => {
    const seen = recordRequests('/wps/relay/GCS_deposit', { success: true, value: deposited });
    const client = makeClient();
    expect((await failure(client.deposit({ channelId: 'BANK', amount: '60.001' }))).kind).toBe('malformed');
    const float = { channelId: 'BANK', amount: 60.1 } as unknown as { channelId: string; amount: string };
    expect((await failure(client.deposit(float))).kind).toBe('malformed');
    expect(seen).toEqual([]);
  });

  it('hands back the platform’s refusal with its message key', async () => {
    recordRequests('/wps/relay/GCS_transferUpline', { success: false, value: null, message: 'insufficient_balance' });
    const error = await failure(makeClient().transferToUpline({ amount: '5' }));
    expect([error.kind, error.messageKey]).toEqual(['rejected', 'insufficient_balance']);
  });

  it('treats a balance sent as a float as a malformed answer', async () => {
    recordRequests('/wps/v2/wallets', {
      success: true,
      value: { isSingle: false, currency: 'VND', total: 0.3, wallets: [] },
    });
    expect((await failure(makeClient().getWallets({}))).kind).toBe('malformed');
  });
});

describe('account record query (SPEC §2 transactionHistory)', () => {
  it('sends the type, the time range and the page as query parameters', async () => {
    const page = { records: [], pageNo: 1, pageSize: 20, totalPages: 0, totalCount: 0 };
    const seen = recordRequests('/wps/relay/ODSFE2_transactionHistory', { success: true, value: page });
    await makeClient().getTransactionHistory({ type: 'deposit', startTime: 1000, endTime: 2000 });
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({
      type: 'deposit',
      startTime: '1000',
      endTime: '2000',
      pageNo: '1',
      pageSize: '20',
    });
  });
});
