import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPlatformError } from '@lobbykit/api-client';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src';
import { createSqliteStore } from '../src/node';
import { SEED_PAYMENT_PASSWORD } from '../src/state/payment-passwords';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import type { SandboxStore } from '../src/store/store';
import { platformClientOf } from './harness';

const folder = mkdtempSync(join(tmpdir(), 'lobbykit-cashier-'));
let store: SandboxStore;
let sandbox: Sandbox;
let files = 0;
beforeEach(() => {
  store?.close();
  store = createSqliteStore(join(folder, `cashier-${files++}.sqlite`));
  // A fixed clock: no salary settlement or withdrawal payment happens while the requests race.
  sandbox = createSandbox({ store, clock: () => Date.UTC(2026, 0, 15, 12) });
});
afterAll(() => {
  store?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function loggedIn(account: { username: string; password: string }) {
  const client = platformClientOf('http://sandbox.test', {
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
  });
  await client.login(account);
  return client;
}

const hundred = <T>(send: (index: number) => Promise<T>) =>
  Promise.allSettled(Array.from({ length: 100 }, (_, index) => send(index)));
const refusals = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' && isPlatformError(outcome.reason) ? [outcome.reason.messageKey] : [],
  );

describe('100 concurrent money requests on the SQLite store (exact, atomic, once per key)', () => {
  it('credits one deposit for 100 requests that share one idempotency key', async () => {
    const client = await loggedIn(SEED_ACCOUNTS.member);
    const outcomes = await hundred(() =>
      client.deposit({ channelId: 'BANK', amount: '60.00' }, { idempotencyKey: 'one-deposit' }),
    );
    const references = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.reference : null));
    expect(new Set(references)).toEqual(new Set([references[0]]));
    expect((await client.getWallets({})).wallets[0]?.balance).toBe('1294.50');
  });

  it('takes one withdrawal for 100 requests that share one key', async () => {
    const client = await loggedIn(SEED_ACCOUNTS.member);
    const payout = { amount: '100', payoutAccountId: 'BANK-100001', paymentPassword: SEED_PAYMENT_PASSWORD };
    await hundred(() => client.withdraw(payout, { idempotencyKey: 'one-withdrawal' }));
    expect((await client.getWithdrawals({})).withdrawals).toHaveLength(1);
    expect((await client.getWallets({})).wallets[0]?.balance).toBe('1134.50');
  });

  it('never overdraws under 100 withdrawals with different keys: 12 fit in 1,234.50, the rest are refused', async () => {
    const client = await loggedIn(SEED_ACCOUNTS.member);
    const payout = { amount: '100', payoutAccountId: 'BANK-100001', paymentPassword: SEED_PAYMENT_PASSWORD };
    const outcomes = await hundred((index) => client.withdraw(payout, { idempotencyKey: `withdrawal-${index}` }));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(12);
    expect(new Set(refusals(outcomes))).toEqual(new Set(['insufficient_balance']));
    expect((await client.getWallets({})).wallets[0]?.balance).toBe('34.50');
  });

  it('moves one upline transfer per key and stops at zero for 100 different keys', async () => {
    const client = await loggedIn(SEED_ACCOUNTS.member);
    await hundred(() => client.transferToUpline({ amount: '34.50' }, { idempotencyKey: 'one-gift' }));
    const outcomes = await hundred((index) =>
      client.transferToUpline({ amount: '25' }, { idempotencyKey: `gift-${index}` }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(48);
    expect((await client.getWallets({})).wallets[0]?.balance).toBe('0.00');
    const agent = await loggedIn(SEED_ACCOUNTS.agent);
    expect((await agent.getWallets({})).wallets[0]?.balance).toBe('51234.50');
  });
});
