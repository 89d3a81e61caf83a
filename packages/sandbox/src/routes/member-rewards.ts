import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession } from '../state/accounts';
import { bonusRecordOf } from '../state/bonuses';
import { catchUpPlay } from '../state/play';
import { referralOf, rewardReferrals } from '../state/referral';
import {
  claimActivity,
  claimRaffle,
  joinActivity,
  missionLeaderboard,
  rewardCenterOf,
  settleActivities,
} from '../state/rewards';
import type { Session } from '../state/sessions';
import { requireRealAccount } from '../state/team';
import { vipLevels, vipProgressOf } from '../state/vip';
import { answer } from './answer';

/** Reward centre, raffle, missions and their leaderboard, invite friends and VIP (SPEC §2 member centre). */
export function answerMemberRewardCalls(app: Hono, sandbox: SandboxContext): void {
  // Play up to now counts towards targets, and rewards the clock made due are paid, before any answer.
  const memberOf = (session: Session | null) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    catchUpPlay(sandbox);
    settleActivities(sandbox, account);
    return account;
  };

  answer(app, sandbox, platformCalls.getRewardCenter, (_input, { session }) =>
    rewardCenterOf(sandbox, memberOf(session)),
  );
  answer(app, sandbox, platformCalls.joinActivity, (input, { session }) =>
    joinActivity(sandbox, memberOf(session), input.activityId),
  );
  answer(app, sandbox, platformCalls.claimActivity, (input, { session, idempotencyKey }) => {
    const claim = claimActivity(sandbox, memberOf(session), input, idempotencyKey ?? '');
    return { activity: claim.activity, bonus: claim.bonus ? bonusRecordOf(claim.bonus) : null };
  });
  answer(app, sandbox, platformCalls.claimRafflePromotion, (input, { session, idempotencyKey }) => {
    const claim = claimRaffle(sandbox, memberOf(session), input.promotionId, idempotencyKey ?? '');
    return { activity: claim.activity, bonus: bonusRecordOf(claim.bonus) };
  });
  answer(app, sandbox, platformCalls.getMissionSummary, (_input, { session }) => {
    const { list, actionableCount } = rewardCenterOf(sandbox, memberOf(session), 'mission');
    return { availableCount: actionableCount, missions: list };
  });
  answer(app, sandbox, platformCalls.getMissionLeaderboard, (input, { session }) =>
    missionLeaderboard(sandbox, memberOf(session), input.missionId),
  );
  answer(app, sandbox, platformCalls.getReferral, (input, { session }) => {
    const account = memberOf(session);
    rewardReferrals(sandbox, account);
    return referralOf(sandbox, account, input.host);
  });
  // The ladder is public: a visitor sees the levels and what each gives, which is what invites them to join.
  answer(app, sandbox, platformCalls.getVipLevels, () => ({ levels: vipLevels() }));
  answer(app, sandbox, platformCalls.getVipProgress, (_input, { session }) =>
    vipProgressOf(sandbox, memberOf(session)),
  );
}
