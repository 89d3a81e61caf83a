import type { SandboxContext } from '../context';
import { type Account, allAccounts } from './accounts';
import { bonusesOf, payBonus } from './bonuses';
import { toDecimal } from './money';
import { maskUsername } from './team';
import { cashFlowOf } from './team-money';

/** What the member earns when a friend who registered with their code makes a first deposit (our decision). */
export const REFERRAL_REWARD_MINOR = 5_000;

/** Friends who registered with an account's referral code, oldest first. */
export function inviteesOf(context: SandboxContext, account: Account): Account[] {
  return allAccounts(context)
    .filter((entry) => entry.referredBy?.toLowerCase() === account.username.toLowerCase())
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Pays the referral reward for every invitee whose first deposit has come and was not rewarded yet. */
export function rewardReferrals(context: SandboxContext, account: Account): void {
  const rewarded = new Set(bonusesOf(context, account.username).map((bonus) => bonus.invitee?.toLowerCase()));
  context.store.transaction(() => {
    for (const invitee of inviteesOf(context, account)) {
      if (rewarded.has(invitee.username.toLowerCase())) continue;
      if (cashFlowOf(context, invitee.username).depositCount === 0) continue;
      payBonus(context, {
        username: account.username,
        kind: 'referral',
        title: `Referral reward for ${maskUsername(invitee.username)}`,
        amountMinor: REFERRAL_REWARD_MINOR,
        idempotencyKey: `referral/${invitee.username.toLowerCase()}`,
        invitee: invitee.username,
      });
    }
  });
}

/** The referral link of a code for the host the site runs on (SPEC §3: referralCode from the query). */
export function referralLink(host: string | undefined, code: string): string {
  const path = `/register?referralCode=${encodeURIComponent(code)}`;
  if (!host) return path;
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  return `${local ? 'http' : 'https'}://${host}${path}`;
}

/** The invite-friends page of an account. */
export function referralOf(context: SandboxContext, account: Account, host: string | undefined) {
  const rewards = bonusesOf(context, account.username).filter((bonus) => bonus.kind === 'referral');
  const invitees = inviteesOf(context, account).map((invitee) => ({
    username: maskUsername(invitee.username),
    registeredAt: invitee.createdAt,
    firstDeposit: cashFlowOf(context, invitee.username).depositCount > 0,
    reward: toDecimal(
      rewards
        .filter((bonus) => bonus.invitee?.toLowerCase() === invitee.username.toLowerCase())
        .reduce((sum, bonus) => sum + bonus.amountMinor, 0),
    ),
  }));
  return {
    referralCode: account.referralCode,
    referralLink: referralLink(host, account.referralCode),
    inviteeCount: invitees.length,
    rewardTotal: toDecimal(rewards.reduce((sum, bonus) => sum + bonus.amountMinor, 0)),
    invitees,
  };
}
