import { MONEY_MESSAGE_KEYS } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { moneyControls } from '../src';
import { SEED_PAYMENT_PASSWORD } from '../src/state/payment-passwords';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();
const MINUTE = 60_000;

async function loggedIn(account: { username: string; password: string } = SEED_ACCOUNTS.member) {
  const client = platform.client();
  await client.login(account);
  return client;
}

const mainOf = async (client: Awaited<ReturnType<typeof loggedIn>>) =>
  (await client.getWallets({})).wallets[0]?.balance;

const withdrawal = (amount: string) => ({
  amount,
  payoutAccountId: 'BANK-100001',
  paymentPassword: SEED_PAYMENT_PASSWORD,
});

describe('deposit (SPEC §2 depositv2)', () => {
  it('offers a channel per method with limits and quick amounts', async () => {
    const { channels } = await (await loggedIn()).getDepositChannels({});
    expect(channels.map((channel) => channel.method)).toEqual(['BANK_TRANSFER', 'E_WALLET', 'QR_PAY', 'CARD']);
    expect(channels[0]).toMatchObject({ id: 'BANK', minAmount: '50.00', maxAmount: '100000.00' });
    expect(channels[0]?.presetAmounts).toContain('1000.00');
  });

  it('credits the exact amount to the main wallet at once and reports the new balance', async () => {
    const client = await loggedIn();
    const deposit = await client.deposit({ channelId: 'BANK', amount: '100.05' });
    expect(deposit).toMatchObject({ channelId: 'BANK', amount: '100.05', status: 'Approved', balance: '1334.55' });
    expect(await mainOf(client)).toBe('1334.55');
  });

  it('credits once when the same intent is sent again with its key', async () => {
    const client = await loggedIn();
    const first = await client.deposit({ channelId: 'EWALLET', amount: '20' }, { idempotencyKey: 'deposit-intent' });
    const again = await client.deposit({ channelId: 'EWALLET', amount: '20' }, { idempotencyKey: 'deposit-intent' });
    expect(again.reference).toBe(first.reference);
    expect(await mainOf(client)).toBe('1254.50');
  });

  it('refuses amounts outside the channel limits, zero, negative amounts and unknown channels', async () => {
    const client = await loggedIn();
    const keys = await Promise.all(
      [
        client.deposit({ channelId: 'BANK', amount: '49.99' }),
        client.deposit({ channelId: 'CARD', amount: '5000.01' }),
        client.deposit({ channelId: 'BANK', amount: '0' }),
        client.deposit({ channelId: 'BANK', amount: '-60' }),
        client.deposit({ channelId: 'CRYPTO', amount: '60' }),
      ].map(async (attempt) => (await failure(attempt)).messageKey),
    );
    expect(keys).toEqual([
      'amount_below_minimum',
      'amount_above_maximum',
      'invalid_amount',
      'invalid_amount',
      'channel_not_found',
    ]);
    expect(await mainOf(client)).toBe('1234.50');
  });

  it('answers an amount with three decimals as invalid_request (never a 500)', async () => {
    const client = await loggedIn();
    const error = await failure(client.deposit({ channelId: 'BANK', amount: '60.001' }));
    expect(error.kind).toBe('malformed');
    const answer = await fetch(`${PLATFORM_URL}/wps/relay/GCS_deposit`, {
      method: 'POST',
      headers: { Authorization: client.token() ?? '', 'Idempotency-Key': 'k', 'Content-Type': 'application/json' },
      body: JSON.stringify({ channelId: 'BANK', amount: '60.001' }),
    });
    expect([answer.status, (await answer.json()).message]).toEqual([400, 'invalid_request']);
  });

  it('refuses a money call that comes without an idempotency key', async () => {
    const client = await loggedIn();
    const answer = await fetch(`${PLATFORM_URL}/wps/relay/GCS_deposit`, {
      method: 'POST',
      headers: { Authorization: client.token() ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({ channelId: 'BANK', amount: '60' }),
    });
    expect([answer.status, (await answer.json()).message]).toEqual([400, 'invalid_request']);
  });

  it('tells a trial account it needs a real account', async () => {
    const error = await failure((await loggedIn(SEED_ACCOUNTS.trial)).deposit({ channelId: 'BANK', amount: '60' }));
    expect(error.messageKey).toBe('in_need_true_account');
  });
});

describe('withdrawal (SPEC §2 withdraw)', () => {
  it('shows the limits, the payout account, the available balance and that a payment password is set', async () => {
    expect(await (await loggedIn()).getWithdrawalOptions({})).toEqual({
      minAmount: '100.00',
      maxAmount: '50000.00',
      available: '1234.50',
      payoutAccounts: [
        { id: 'BANK-100001', bankName: 'Sandbox Bank', accountName: 'Lucky Player', accountNumber: '•••• 0001' },
      ],
      paymentPasswordSet: true,
      autoConfirmMinutes: 30,
    });
  });

  it('takes the amount at once, In Process, and is paid (Approved) after 5 minutes of sandbox clock', async () => {
    const client = await loggedIn();
    const asked = await client.withdraw(withdrawal('200.00'));
    expect(asked).toMatchObject({ amount: '200.00', status: 'In Process', settledAt: null, confirmation: null });
    expect(await mainOf(client)).toBe('1034.50');
    await platform.controls.advanceClock(4 * MINUTE);
    expect((await client.getWithdrawals({})).withdrawals[0]?.status).toBe('In Process');
    await platform.controls.advanceClock(MINUTE);
    const [paid] = (await client.getWithdrawals({})).withdrawals;
    expect(paid).toMatchObject({ reference: asked.reference, status: 'Approved', settledAt: asked.time + 5 * MINUTE });
    expect(paid?.confirmation).toMatchObject({ status: 'pending', forced: false });
  });

  it('names the figure of a refused amount in the refusal: the limit missed or what the main wallet holds', async () => {
    const client = await loggedIn();
    const refusal = async (attempt: Promise<unknown>) => {
      const { messageKey, value } = await failure(attempt);
      return { messageKey, value };
    };
    expect(await refusal(client.withdraw(withdrawal('50.25')))).toEqual({
      messageKey: 'amount_below_minimum',
      value: { min: '100.00' },
    });
    expect(await refusal(client.withdraw(withdrawal('1234.51')))).toEqual({
      messageKey: 'insufficient_balance',
      value: { available: '1234.50' },
    });
    expect(await refusal(client.deposit({ channelId: 'BANK', amount: '49.99' }))).toEqual({
      messageKey: 'amount_below_minimum',
      value: { min: '50.00' },
    });
    expect(await refusal(client.deposit({ channelId: 'CARD', amount: '5000.01' }))).toEqual({
      messageKey: 'amount_above_maximum',
      value: { max: '5000.00' },
    });
  });

  it('refuses a wrong payment password, too much, too little and an unknown payout account, moving nothing', async () => {
    const client = await loggedIn();
    const keys = await Promise.all(
      [
        client.withdraw({ ...withdrawal('150'), paymentPassword: '000000' }),
        client.withdraw(withdrawal('1234.51')),
        client.withdraw(withdrawal('99.99')),
        client.withdraw({ ...withdrawal('150'), payoutAccountId: 'BANK-1' }),
      ].map(async (attempt) => (await failure(attempt)).messageKey),
    );
    expect(keys).toEqual([
      'payment_password_incorrect',
      'insufficient_balance',
      'amount_below_minimum',
      'payout_account_not_found',
    ]);
    expect(await mainOf(client)).toBe('1234.50');
    expect((await client.getWithdrawals({})).withdrawals).toEqual([]);
  });

  it('refunds the main wallet when the platform refuses the withdrawal', async () => {
    const client = await loggedIn();
    const asked = await client.withdraw(withdrawal('300'));
    await moneyControls(platform.sandbox).settleWithdrawal(asked.reference, 'Rejected');
    expect(await mainOf(client)).toBe('1234.50');
    expect((await client.getWithdrawals({ status: 'Rejected' })).withdrawals.map((w) => w.reference)).toEqual([
      asked.reference,
    ]);
    const refund = (await client.getTransactionHistory({ type: 'adjustment' })).records[0];
    expect(refund).toMatchObject({
      direction: 'in',
      amount: '300.00',
      remark: 'withdrawal_refund',
      from: asked.reference,
    });
  });

  it('asks a new account to set a payment password first, proven by its login password', async () => {
    const client = platform.client();
    await client.sendRegisterSms({ mobileNo: '944000333', countryDialingCode: '84' });
    const verificationCode = (await platform.controls.lastSmsCode('944000333')) ?? '';
    await client.register({
      username: 'cashier1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '944000333',
      countryDialingCode: '84',
      verificationCode,
    });
    await client.deposit({ channelId: 'BANK', amount: '500' });
    const options = await client.getWithdrawalOptions({});
    expect(options.paymentPasswordSet).toBe(false);
    const payout = { amount: '150', payoutAccountId: options.payoutAccounts[0]?.id ?? '' };
    expect((await failure(client.withdraw({ ...payout, paymentPassword: '123456' }))).messageKey).toBe(
      'payment_password_not_set',
    );
    const wrong = { password: 'not-mine', paymentPassword: '246802', confirmPaymentPassword: '246802' };
    expect((await failure(client.setPaymentPassword(wrong))).messageKey).toBe('in_password_incorrect');
    const mismatch = { password: 'Secret12', paymentPassword: '246802', confirmPaymentPassword: '246803' };
    expect((await failure(client.setPaymentPassword(mismatch))).messageKey).toBe('inconsistent_twice');
    await client.setPaymentPassword({ ...mismatch, confirmPaymentPassword: '246802' });
    expect(await client.withdraw({ ...payout, paymentPassword: '246802' })).toMatchObject({ status: 'In Process' });
    expect(await mainOf(client)).toBe('350.00');
  });
});

describe('withdrawal confirmation (SPEC §4, §9)', () => {
  async function paidWithdrawal() {
    const client = await loggedIn();
    const asked = await client.withdraw(withdrawal('100'));
    await moneyControls(platform.sandbox).settleWithdrawal(asked.reference, 'Approved');
    return { client, reference: asked.reference };
  }
  const proof = { fileName: 'receipt.png', contentType: 'image/png' as const, data: 'iVBORw0KGgo=' };

  it('needs a proof upload for "not received", then records it', async () => {
    const { client, reference } = await paidWithdrawal();
    const error = await failure(client.confirmWithdrawal({ reference, choice: 'not-received' }));
    expect(error.messageKey).toBe('proof_required');
    const answered = await client.confirmWithdrawal({ reference, choice: 'not-received', proofs: [proof] });
    expect(answered.confirmation).toMatchObject({ status: 'not-received', forced: false, proofCount: 1 });
  });

  it('records received and full payment, and takes no second answer', async () => {
    const { client, reference } = await paidWithdrawal();
    const answered = await client.confirmWithdrawal({ reference, choice: 'full-payment' });
    expect(answered.confirmation?.status).toBe('full-payment');
    const again = await failure(client.confirmWithdrawal({ reference, choice: 'received' }));
    expect(again.messageKey).toBe('withdrawal_not_confirmable');
  });

  it('counts an unanswered payment as received, forced, after the auto-confirm minutes', async () => {
    const { client, reference } = await paidWithdrawal();
    await platform.controls.advanceClock(29 * MINUTE);
    expect((await client.getWithdrawals({ confirmation: 'pending' })).withdrawals).toHaveLength(1);
    await platform.controls.advanceClock(MINUTE);
    const [forced] = (await client.getWithdrawals({})).withdrawals;
    expect(forced?.confirmation).toMatchObject({ status: 'received', forced: true });
    const late = await failure(client.confirmWithdrawal({ reference, choice: 'not-received', proofs: [proof] }));
    expect(late.messageKey).toBe('withdrawal_not_confirmable');
  });

  it('cannot be answered before payment, nor for another account’s withdrawal', async () => {
    const client = await loggedIn();
    const asked = await client.withdraw(withdrawal('100'));
    expect(
      (await failure(client.confirmWithdrawal({ reference: asked.reference, choice: 'received' }))).messageKey,
    ).toBe('withdrawal_not_confirmable');
    const stranger = await loggedIn(SEED_ACCOUNTS.agent);
    const error = await failure(stranger.confirmWithdrawal({ reference: asked.reference, choice: 'received' }));
    expect(error.messageKey).toBe('withdrawal_not_found');
  });
});

describe('money message keys', () => {
  it('lists every key the cashier refuses with', () => {
    for (const key of [
      'insufficient_balance',
      'proof_required',
      'payment_password_incorrect',
      'withdrawal_not_confirmable',
    ]) {
      expect(MONEY_MESSAGE_KEYS).toContain(key);
    }
  });
});
