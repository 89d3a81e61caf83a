import { describe, expect, it } from 'vitest';
import { moneyControls } from '../src';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const { member } = SEED_ACCOUNTS;

async function loggedIn() {
  const client = platform.client();
  await client.login(member);
  return client;
}

describe('balance (our shape: decimal strings, PLATFORM-FACTS §6.2 not shown)', () => {
  it('reports the main wallet, the total of all wallets and each wallet, with the brand currency', async () => {
    const balance = await (await loggedIn()).getBalance();
    expect(balance).toEqual({
      currency: 'VND',
      main: '1234.50',
      total: '1360.25',
      wallets: [
        { wallet: 'MAIN', balance: '1234.50' },
        { wallet: 'EVO', balance: '25.75' },
        { wallet: 'PG', balance: '100.00' },
      ],
    });
  });
});

describe('transfer between wallets (exact, atomic, once per key)', () => {
  it('moves the exact amount and reports both new balances', async () => {
    const client = await loggedIn();
    const moved = await client.transfer({ from: 'MAIN', to: 'PG', amount: '0.10' }, { idempotencyKey: 'intent-1' });
    expect(moved).toMatchObject({
      amount: '0.10',
      from: { wallet: 'MAIN', balance: '1234.40' },
      to: { wallet: 'PG', balance: '100.10' },
    });
    expect((await client.getBalance()).total).toBe('1360.25');
  });

  it('moves money once when the same intent is sent again', async () => {
    const client = await loggedIn();
    const first = await client.transfer({ from: 'MAIN', to: 'PG', amount: '10' }, { idempotencyKey: 'retry-me' });
    const again = await client.transfer({ from: 'MAIN', to: 'PG', amount: '10' }, { idempotencyKey: 'retry-me' });
    expect(again.reference).toBe(first.reference);
    expect((await client.getBalance()).main).toBe('1224.50');
  });

  it('refuses more than the wallet holds and leaves both wallets as they were', async () => {
    const client = await loggedIn();
    const error = await failure(client.transfer({ from: 'PG', to: 'MAIN', amount: '100.01' }));
    expect(error.messageKey).toBe('insufficient_balance');
    expect(error.value).toEqual({ available: '100.00' });
    expect((await client.getBalance()).wallets.find((wallet) => wallet.wallet === 'PG')?.balance).toBe('100.00');
  });

  it('refuses an unknown vendor wallet and a transfer to the same wallet', async () => {
    const client = await loggedIn();
    expect((await failure(client.transfer({ from: 'MAIN', to: 'NOPE', amount: '1' }))).messageKey).toBe(
      'vendor_not_found',
    );
    expect((await failure(client.transfer({ from: 'MAIN', to: 'MAIN', amount: '1' }))).messageKey).toBe('same_wallet');
  });

  it('refuses a trial account with "need a real account" (SPEC §4, §6)', async () => {
    const trial = platform.client();
    await trial.login(SEED_ACCOUNTS.trial);
    expect((await failure(trial.transfer({ from: 'MAIN', to: 'PG', amount: '1' }))).messageKey).toBe(
      'in_need_true_account',
    );
  });

  it('refuses when the merchant runs one wallet for all vendors', async () => {
    const client = await loggedIn();
    await moneyControls(platform.sandbox).setSingleWallet(true);
    expect((await failure(client.transfer({ from: 'MAIN', to: 'PG', amount: '1' }))).messageKey).toBe(
      'function_not_available',
    );
  });

  it('refuses a vendor wallet under maintenance either way, and moves nothing', async () => {
    const client = await loggedIn();
    const before = await client.getBalance();
    expect((await failure(client.transfer({ from: 'MAIN', to: 'CQ9', amount: '1' }))).messageKey).toBe(
      'game_maintenance',
    );
    expect((await failure(client.transfer({ from: 'CQ9', to: 'MAIN', amount: '1' }))).messageKey).toBe(
      'game_maintenance',
    );
    expect((await client.getBalance()).main).toBe(before.main);
  });

  it('refuses a money call without an idempotency key', async () => {
    const client = await loggedIn();
    const answer = await platform.sandbox.fetch(
      new Request('http://platform.test/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        headers: { Authorization: client.token() ?? '', 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: 'MAIN', to: 'PG', amount: '1' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
  });
});
