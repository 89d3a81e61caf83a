import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

// A fixed clock, moved only by advanceClock, so the moves sit exactly a minute apart.
const platform = useSandbox({ clock: () => Date.UTC(2026, 0, 15, 12) });
const { member, agent } = SEED_ACCOUNTS;
const MINUTE = 60_000;

async function loggedIn(account: { username: string; password: string } = member) {
  const client = platform.client();
  await client.login(account);
  return client;
}

/** Four money moves a minute apart: deposit, transfer to PG, withdrawal, transfer to upline. */
async function fourMoves() {
  const client = await loggedIn();
  const deposit = await client.deposit({ channelId: 'QR', amount: '100' });
  await platform.controls.advanceClock(MINUTE);
  await client.transfer({ from: 'MAIN', to: 'PG', amount: '30' });
  await platform.controls.advanceClock(MINUTE);
  await client.withdraw({ amount: '150', payoutAccountId: 'BANK-100001', paymentPassword: '246810' });
  await platform.controls.advanceClock(MINUTE);
  await client.transferToUpline({ amount: '5', remark: 'thanks' });
  return { client, since: deposit.time };
}

describe('account record (SPEC §2 transactionHistory)', () => {
  it('includes the money the seeded history moved (bonuses, salaries), older than any new move', async () => {
    const client = await loggedIn();
    const seeded = await client.getTransactionHistory({ pageSize: 100 });
    expect(seeded.totalCount).toBeGreaterThan(0);
    const { since } = await fourMoves();
    expect(seeded.records.every((record) => record.time < since)).toBe(true);
  });

  it('lists every money move newest first, from the account’s side, with status', async () => {
    const { client, since } = await fourMoves();
    const { records, totalCount } = await client.getTransactionHistory({ startTime: since });
    expect(totalCount).toBe(4);
    expect(
      records.map(({ type, direction, amount, from, to, status, remark }) => ({
        type,
        direction,
        amount,
        from,
        to,
        status,
        remark,
      })),
    ).toEqual([
      {
        type: 'transfer-upline',
        direction: 'out',
        amount: '5.00',
        from: 'MAIN',
        to: 'agent1',
        status: 'Approved',
        remark: 'thanks',
      },
      {
        type: 'withdrawal',
        direction: 'out',
        amount: '150.00',
        from: 'MAIN',
        to: 'Sandbox Bank',
        status: 'In Process',
        remark: null,
      },
      {
        type: 'transfer',
        direction: 'internal',
        amount: '30.00',
        from: 'MAIN',
        to: 'PG',
        status: 'Approved',
        remark: null,
      },
      {
        type: 'deposit',
        direction: 'in',
        amount: '100.00',
        from: 'QR pay',
        to: 'MAIN',
        status: 'Approved',
        remark: null,
      },
    ]);
  });

  it('shows a withdrawal as paid once the sandbox clock has passed its review time', async () => {
    const { client, since } = await fourMoves();
    await platform.controls.advanceClock(5 * MINUTE);
    const [withdrawal] = (await client.getTransactionHistory({ type: 'withdrawal', startTime: since })).records;
    expect(withdrawal?.status).toBe('Approved');
  });

  it('filters by type and by time, both ends included', async () => {
    const { client, since } = await fourMoves();
    const deposits = await client.getTransactionHistory({ type: 'deposit', startTime: since });
    expect(deposits.records.map((r) => r.type)).toEqual(['deposit']);
    const middle = await client.getTransactionHistory({ startTime: since + MINUTE, endTime: since + 2 * MINUTE });
    expect(middle.records.map((r) => r.type)).toEqual(['withdrawal', 'transfer']);
    const error = await failure(client.getTransactionHistory({ startTime: since, endTime: since - 1 }));
    expect(error.messageKey).toBe('date_range_invalid');
  });

  it('sums money in and money out over every page the filter matches, not counting moves between own wallets', async () => {
    const { client, since } = await fourMoves();
    const first = await client.getTransactionHistory({ startTime: since, pageSize: 1 });
    expect(first.records).toHaveLength(1);
    expect(first.totals).toEqual({ moneyIn: '100.00', moneyOut: '155.00' });
    const deposits = await client.getTransactionHistory({ type: 'deposit', startTime: since });
    expect(deposits.totals).toEqual({ moneyIn: '100.00', moneyOut: '0.00' });
  });

  it('pages the record', async () => {
    const { client, since } = await fourMoves();
    const second = await client.getTransactionHistory({ startTime: since, pageNo: 2, pageSize: 3 });
    expect(second).toMatchObject({ pageNo: 2, pageSize: 3, totalPages: 2, totalCount: 4 });
    expect(second.records.map((r) => r.type)).toEqual(['deposit']);
  });

  it('shows the receiving side only what reached it, and nothing of other accounts', async () => {
    const { since } = await fourMoves();
    const { records } = await (await loggedIn(agent)).getTransactionHistory({ startTime: since });
    expect(records).toContainEqual(
      expect.objectContaining({
        type: 'transfer-upline',
        direction: 'in',
        from: 'player1',
        to: 'MAIN',
        amount: '5.00',
      }),
    );
    // The member's deposit, wallet transfer and withdrawal are its own business.
    expect(records.filter((record) => ['deposit', 'transfer', 'withdrawal'].includes(record.type))).toEqual([]);
  });
});
