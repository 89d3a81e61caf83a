import type { SandboxContext } from '../context';
import { findAccount } from './accounts';
import { DAY_MS } from './listing';
import { catchUpPlay, PLAY_HISTORY_DAYS } from './play';
import { SEED_ACCOUNTS } from './seed-accounts';
import { seedActivities, seedScriptedBets } from './seed-activities';
import { seedBonuses } from './seed-bonuses';
import { seedContracts } from './seed-contracts';
import { seedInbox } from './seed-inbox';
import { seedPoints } from './seed-points';
import { seedTeamAccounts, seedTeamMoney } from './seed-team';

/**
 * Seeds the member and agent centres over the seeded accounts: a third team level and invited friends, 60 days
 * of team play, deposits and withdrawals, the member's points, redeems, bonuses, activities and inbox, and the
 * team's contracts with their income so far. The order matters: bonuses and points read the play, contracts settle it.
 */
export async function seedMemberCentre(context: SandboxContext): Promise<void> {
  const now = context.now();
  await seedTeamAccounts(context, now);
  const member = findAccount(context, SEED_ACCOUNTS.member.username);
  if (!member) return;
  catchUpPlay(context);
  context.store.transaction(() => {
    seedScriptedBets(context, member, now);
    seedTeamMoney(context, { start: now - PLAY_HISTORY_DAYS * DAY_MS, end: now });
    seedBonuses(context, member, now);
    seedPoints(context, member, now);
    seedActivities(context, member, now);
    seedInbox(context, now);
    seedContracts(context, now);
  });
}
