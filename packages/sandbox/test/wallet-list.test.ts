import { describe, expect, it } from 'vitest';
import { moneyControls } from '../src';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

async function loggedIn(account: { username: string; password: string } = SEED_ACCOUNTS.member) {
  const client = platform.client();
  await client.login(account);
  return client;
}

describe('merchant wallet (SPEC §3 isSingle, PLATFORM-FACTS §6.2)', () => {
  it('reports one wallet per vendor, and a single wallet once the control says so', async () => {
    const client = await loggedIn();
    expect(await client.getMerchantWallet({})).toEqual({ isSingle: false });
    await moneyControls(platform.sandbox).setSingleWallet(true);
    expect(await client.getMerchantWallet({})).toEqual({ isSingle: true });
    expect((await client.getWallets({})).isSingle).toBe(true);
  });
});

describe('wallet list (GET /wps/v2/wallets, our path)', () => {
  it('lists the main wallet first, then every vendor wallet, empty ones included, and their exact sum', async () => {
    const list = await (await loggedIn()).getWallets({});
    expect(list.currency).toBe('VND');
    expect(list.total).toBe('1360.25');
    expect(list.wallets[0]).toMatchObject({ wallet: 'MAIN', balance: '1234.50', gameTypes: [] });
    const byCode = new Map(list.wallets.map((wallet) => [wallet.wallet, wallet]));
    expect(byCode.get('PG')).toMatchObject({ displayName: 'PG Soft', balance: '100.00', gameTypes: ['RNG'] });
    expect(byCode.get('EVO')).toMatchObject({ balance: '25.75', gameTypes: ['LIVE'] });
    expect(byCode.get('JL')).toMatchObject({ balance: '0.00' });
    expect(byCode.get('IMES')?.gameTypes).toEqual(['ESPORTS']);
    expect(byCode.get('CQ9')?.maintenance).toBe(true);
    expect(byCode.get('PG')?.logoUrl).toBe('/sandbox-assets/vendor/PG.png');
    expect(list.wallets.length).toBeGreaterThan(30);
  });

  it('follows a transfer: the moved amount leaves main and arrives in the vendor wallet', async () => {
    const client = await loggedIn();
    await client.transfer({ from: 'MAIN', to: 'JL', amount: '0.01' });
    const byCode = new Map((await client.getWallets({})).wallets.map((wallet) => [wallet.wallet, wallet.balance]));
    expect([byCode.get('MAIN'), byCode.get('JL')]).toEqual(['1234.49', '0.01']);
  });

  it('answers session expired without a token, before and at the platform', async () => {
    const error = await failure(platform.client().getWallets({}));
    expect(error.kind).toBe('session-expired');
    const answer = await fetch(`${PLATFORM_URL}/wps/v2/wallets`, { headers: { Authorization: 'not-a-token' } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ success: false, message: 'in_logged_login' });
  });

  it('treats a token that the platform no longer knows as an expired session', async () => {
    let token: string | null = 'forged-token';
    const tokenStore = {
      get: () => token,
      set: (next: string | null) => {
        token = next;
      },
    };
    const client = platform.client({ tokenStore });
    const error = await failure(client.getMerchantWallet({}));
    expect([error.kind, error.messageKey, token]).toEqual(['session-expired', 'in_logged_login', null]);
  });
});

describe('money controls for tests', () => {
  it('reads an account’s balances and their exact total from the sandbox’s state', async () => {
    const client = await loggedIn();
    await client.transfer({ from: 'MAIN', to: 'PG', amount: '0.10' });
    const balances = await moneyControls(platform.sandbox).balances('player1');
    expect(balances.wallets).toMatchObject({ MAIN: '1234.40', PG: '100.10', EVO: '25.75' });
    expect(balances.total).toBe('1360.25');
  });

  it('handles a call first and drops only its answer with afterHandling: a retry with the same key moves no more', async () => {
    const client = await loggedIn();
    await platform.controls.failNext('/wps/relay/GCS_walletTransfer', { network: true, afterHandling: true });
    const intent = { from: 'MAIN', to: 'PG', amount: '5.00' };
    expect((await failure(client.transfer(intent, { idempotencyKey: 'intent-1' }))).kind).toBe('network');
    expect((await moneyControls(platform.sandbox).balances('player1')).wallets.PG).toBe('105.00');
    await client.transfer(intent, { idempotencyKey: 'intent-1' });
    const after = await moneyControls(platform.sandbox).balances('player1');
    expect(after.wallets).toMatchObject({ MAIN: '1229.50', PG: '105.00' });
  });
});
