import type { SandboxContext } from '../context';
import { type Account, allAccounts } from './accounts';
import { recordPastBonus } from './bonuses';
import { DAY_MS, HOUR_MS, periodOf } from './listing';
import { findBets } from './play';
import { REFERRAL_REWARD_MINOR } from './referral';
import { SEED_TEAM_ACCOUNTS } from './seed-team';
import { maskUsername } from './team';
import { seededReference } from './team-money';

const days = (count: number) => count * DAY_MS;

/** The member's past bonuses: weekly rebates of its play, the welcome and VIP bonuses, rewards for invited friends. */
export function seedBonuses(context: SandboxContext, member: Account, now: number): void {
  for (let week = 8; week >= 1; week -= 1) {
    const end = periodOf('W', now - days(7 * (week - 1))).start;
    const start = end - days(7);
    const valid = findBets(context, { usernames: new Set([member.username]), period: { start, end } }).reduce(
      (sum, bet) => sum + bet.validMinor,
      0,
    );
    const amountMinor = Math.floor(valid * 0.005);
    if (amountMinor === 0 || end + 2 * HOUR_MS >= now) continue;
    recordPastBonus(context, {
      referenceNo: seededReference('RB', `${member.username}|${start}`),
      username: member.username,
      kind: 'rebate',
      title: 'Weekly rebate 0.5%',
      amountMinor,
      time: end + 2 * HOUR_MS,
    });
  }
  recordPastBonus(context, {
    referenceNo: seededReference('PR', `${member.username}|welcome`),
    username: member.username,
    kind: 'promotion',
    title: 'Welcome bonus',
    amountMinor: 8_800,
    time: now - days(58),
  });
  recordPastBonus(context, {
    referenceNo: seededReference('VP', `${member.username}|vip`),
    username: member.username,
    kind: 'vip',
    title: 'VIP upgrade bonus',
    amountMinor: 1_800,
    time: now - days(30),
  });
  for (const username of SEED_TEAM_ACCOUNTS.friends.slice(0, 2)) {
    const friend = allAccounts(context).find((account) => account.username === username);
    if (!friend) continue;
    recordPastBonus(context, {
      referenceNo: seededReference('RF', `${member.username}|${username}`),
      username: member.username,
      kind: 'referral',
      title: `Referral reward for ${maskUsername(username)}`,
      amountMinor: REFERRAL_REWARD_MINOR,
      time: friend.createdAt + days(2) + HOUR_MS,
      invitee: username,
    });
  }
}
