import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const { member, agent, subAgent, trial, downlinePassword } = SEED_ACCOUNTS;

async function loggedIn(account: { username: string; password: string }) {
  const client = platform.client();
  await client.login(account);
  return client;
}

const mainOf = async (account: { username: string; password: string }) =>
  (await (await loggedIn(account)).getWallets({})).wallets[0]?.balance;

describe('transfer to upline (SPEC §2 transferUpline, §6)', () => {
  it('moves the exact amount from the member’s main wallet to its agent’s', async () => {
    const client = await loggedIn(member);
    const sent = await client.transferToUpline({ amount: '50.25', remark: 'for the team' });
    expect(sent).toMatchObject({ amount: '50.25', recipient: 'agent1', balance: '1184.25' });
    expect(await mainOf(agent)).toBe('50050.25');
  });

  it('moves money once per intent and never below zero', async () => {
    const client = await loggedIn(member);
    const first = await client.transferToUpline({ amount: '10' }, { idempotencyKey: 'upline-intent' });
    const again = await client.transferToUpline({ amount: '10' }, { idempotencyKey: 'upline-intent' });
    expect(again.reference).toBe(first.reference);
    expect((await failure(client.transferToUpline({ amount: '1224.51' }))).messageKey).toBe('insufficient_balance');
    expect(await mainOf(member)).toBe('1224.50');
  });

  it('refuses an account without an upline and a trial account', async () => {
    expect((await failure((await loggedIn(agent)).transferToUpline({ amount: '1' }))).messageKey).toBe('no_upline');
    expect((await failure((await loggedIn(trial)).transferToUpline({ amount: '1' }))).messageKey).toBe(
      'in_need_true_account',
    );
  });
});

describe('transfer to downline (SPEC §6: agents)', () => {
  it('lets an agent pay any member of its team, a level below its sub-agent included', async () => {
    const client = await loggedIn(agent);
    expect(await client.transferToDownline({ downline: 'member5', amount: '99.99' })).toMatchObject({
      recipient: 'member5',
      balance: '49900.01',
    });
    expect(await mainOf({ username: 'member5', password: downlinePassword })).toBe('700.24');
  });

  it('refuses someone outside the team, a member who is not an agent, and a zero amount', async () => {
    const subAgentClient = await loggedIn(subAgent);
    const outside = await failure(subAgentClient.transferToDownline({ downline: member.username, amount: '1' }));
    expect(outside.messageKey).toBe('downline_not_found');
    const notAgent = await failure((await loggedIn(member)).transferToDownline({ downline: 'member2', amount: '1' }));
    expect(notAgent.messageKey).toBe('error_not_agent');
    const zero = await failure((await loggedIn(agent)).transferToDownline({ downline: 'member2', amount: '0.00' }));
    expect(zero.messageKey).toBe('invalid_amount');
    expect(await mainOf(agent)).toBe('50000.00');
  });
});
