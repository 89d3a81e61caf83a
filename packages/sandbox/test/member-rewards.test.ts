import { ACTIVITY_STATES } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { lastDays, loginAs, mainBalance, people } from './member-centre-login';

const platform = useSandbox();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const plus = (amount: string | undefined, add: string) => (Number(amount) + Number(add)).toFixed(2);

describe('reward centre activity states (SPEC §4)', () => {
  it('shows every state of SPEC §4 across the seeded activities, and counts those to act on', async () => {
    const center = await (await loginAs(platform, people.member)).getRewardCenter();
    expect(new Set(center.list.map((activity) => activity.state))).toEqual(new Set(ACTIVITY_STATES));
    expect(center.actionableCount).toBe(center.list.filter((a) => a.state === 'Join' || a.state === 'Claim').length);
  });

  it('joins an activity: Join becomes Process while the target is not reached', async () => {
    const client = await loginAs(platform, people.member);
    expect(await client.joinActivity({ activityId: 'A03' })).toMatchObject({ state: 'Process', target: '300.00' });
    expect((await failure(client.joinActivity({ activityId: 'A03' }))).messageKey).toBe('activity_not_joinable');
    expect((await failure(client.joinActivity({ activityId: 'A99' }))).messageKey).toBe('activity_not_found');
  });

  it('claims a reached mission once: Claimed, its reward paid to the main wallet and listed as a bonus', async () => {
    const client = await loginAs(platform, people.member);
    const money = await mainBalance(client);
    const claim = await client.claimActivity({ activityId: 'A01' }, { idempotencyKey: 'claim-a01' });
    expect(claim.activity.state).toBe('Claimed');
    expect(claim.bonus).toMatchObject({ kind: 'mission', amount: '50.00', title: 'Slots week' });
    const again = await client.claimActivity({ activityId: 'A01' }, { idempotencyKey: 'claim-a01' });
    expect(again.bonus?.referenceNo).toBe(claim.bonus?.referenceNo);
    expect((await failure(client.claimActivity({ activityId: 'A01' }))).messageKey).toBe('activity_not_claimable');
    expect(await mainBalance(client)).toBe(plus(money, '50.00'));
    const bonuses = await client.getBonusDetails({ ...lastDays(1, await platform.now()), kind: 'mission' });
    expect(bonuses.list.map((bonus) => bonus.referenceNo)).toEqual([claim.bonus?.referenceNo]);
  });

  it('refuses to claim what is still in progress, and a comment over 140 characters', async () => {
    const client = await loginAs(platform, people.member);
    expect((await failure(client.claimActivity({ activityId: 'A02' }))).messageKey).toBe('activity_not_claimable');
    const answer = await platform.sandbox.fetch(
      new Request(`${PLATFORM_URL}/wps/relay/MCSFE_claimActivity`, {
        method: 'POST',
        headers: { Authorization: client.token() ?? '', 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
        body: JSON.stringify({ activityId: 'A02', comment: 'x'.repeat(141) }),
      }),
    );
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
  });

  it('files a reviewed claim with the member’s comment for review (Applying), paying nothing yet', async () => {
    const client = await loginAs(platform, people.member);
    expect((await client.getRewardCenter()).list.find((a) => a.id === 'A12')).toMatchObject({
      state: 'Claim',
      reviewed: true,
    });
    const money = await mainBalance(client);
    const claim = await client.claimActivity({ activityId: 'A12', comment: 'x'.repeat(140) });
    expect(claim).toMatchObject({ activity: { state: 'Applying' }, bonus: null });
    expect(await mainBalance(client)).toBe(money);
  });

  it('issues a reviewed claim an hour after it was made, paying its reward', async () => {
    const before = await loginAs(platform, people.member);
    expect((await before.getRewardCenter()).list.find((a) => a.id === 'A07')?.state).toBe('Applying');
    const money = await mainBalance(before);
    await platform.controls.advanceClock(HOUR_MS);
    const client = await loginAs(platform, people.member);
    expect((await client.getRewardCenter()).list.find((a) => a.id === 'A07')?.state).toBe('Issued');
    expect(await mainBalance(client)).toBe(plus(money, '100.00'));
  });

  it('moves with the clock: a joined event is Issued when it ends, a coming one opens for joining', async () => {
    await platform.controls.advanceClock(5 * DAY_MS + HOUR_MS);
    const list = (await (await loginAs(platform, people.member)).getRewardCenter()).list;
    expect(list.find((a) => a.id === 'A09')?.state).toBe('Issued');
    expect(list.find((a) => a.id === 'A10')?.state).toBe('Join');
  });
});

describe('raffle (SPEC §7 MCS2_claimRafflePromotion)', () => {
  it('draws one of the raffle’s prizes once and pays it', async () => {
    const client = await loginAs(platform, people.member);
    const money = await mainBalance(client);
    const drawn = await client.claimRafflePromotion({ promotionId: 'A06' });
    expect(drawn.activity.state).toBe('Claimed');
    expect(['8.88', '18.88', '88.88', '188.00']).toContain(drawn.bonus.amount);
    expect(drawn.bonus.kind).toBe('raffle');
    expect(await mainBalance(client)).toBe(plus(money, drawn.bonus.amount));
    expect((await failure(client.claimRafflePromotion({ promotionId: 'A06' }))).messageKey).toBe(
      'activity_not_claimable',
    );
    expect((await failure(client.claimRafflePromotion({ promotionId: 'A01' }))).messageKey).toBe(
      'activity_not_claimable',
    );
  });
});

describe('missions and leaderboard (SPEC §2 missionLeaderboard badge)', () => {
  it('counts available missions for the badge, and the count falls after a claim', async () => {
    const client = await loginAs(platform, people.member);
    const summary = await client.getMissionSummary();
    expect(summary.missions.every((mission) => mission.kind === 'mission')).toBe(true);
    expect(summary.availableCount).toBe(2);
    await client.claimActivity({ activityId: 'A01' });
    expect((await client.getMissionSummary()).availableCount).toBe(1);
  });

  it('ranks players by turnover in the mission window, names masked but the member’s own', async () => {
    const client = await loginAs(platform, people.member);
    const board = await client.getMissionLeaderboard({ missionId: 'A01' });
    const scores = board.list.map((row) => Number(row.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board.list.map((row) => row.rank)).toEqual(board.list.map((_row, index) => index + 1));
    for (const row of board.list)
      expect(row.isMe ? row.username === 'player1' : /\*\*\*/.test(row.username)).toBe(true);
    const mine = board.list.find((row) => row.isMe);
    expect(board.me.rank).toBe(mine?.rank ?? board.me.rank);
    expect(Number(board.me.score)).toBeGreaterThanOrEqual(500);
    expect((await client.getMissionLeaderboard()).missionId).toBe('A01');
  });
});

describe('invite friends (SPEC §2 referral, §3 referralCode)', () => {
  it('gives the member’s code, a register link for the current host and the invited friends', async () => {
    const referral = await (await loginAs(platform, people.member)).getReferral();
    expect(referral).toMatchObject({
      referralCode: 'R100001',
      referralLink: 'https://lobbykit.test/register?referralCode=R100001',
      inviteeCount: 3,
      rewardTotal: '100.00',
    });
    expect(referral.invitees.map((friend) => [friend.username, friend.firstDeposit, friend.reward])).toEqual([
      ['fr***1', true, '50.00'],
      ['fr***2', true, '50.00'],
      ['fr***3', false, '0.00'],
    ]);
  });

  it('adds a friend who registers with the code, and rewards the member at the friend’s first deposit', async () => {
    const visitor = platform.client();
    await visitor.sendRegisterSms({ mobileNo: '944000333', countryDialingCode: '84' });
    const verificationCode = (await platform.controls.lastSmsCode('944000333')) ?? '';
    await visitor.register({
      username: 'newfriend',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '944000333',
      countryDialingCode: '84',
      verificationCode,
      referralCode: 'R100001',
    });
    const member = await loginAs(platform, people.member);
    expect((await member.getReferral()).inviteeCount).toBe(4);
    await visitor.deposit({ channelId: 'QR', amount: '100' });
    const referral = await member.getReferral();
    expect(referral.invitees.find((friend) => friend.username === 'ne***d')).toMatchObject({
      firstDeposit: true,
      reward: '50.00',
    });
    expect(referral.rewardTotal).toBe('150.00');
  });
});

describe('VIP progress (SPEC §2 /vip)', () => {
  it('places the member on the ladder from its whole turnover and deposits, with the level’s benefits', async () => {
    const client = await loginAs(platform, people.member);
    const vip = await client.getVipProgress();
    const level = vip.levels[vip.level];
    const next = vip.levels[vip.level + 1];
    expect(vip.name).toBe(level?.name);
    expect(vip.benefits).toEqual(level?.benefits);
    expect(Number(vip.validBet.current)).toBeGreaterThanOrEqual(Number(level?.validBetRequired));
    expect(vip.nextLevel).toBe(next?.level ?? null);
    const share = (current: string, required: string | null) =>
      Math.min(100, Math.floor((Number(current) * 100) / Number(required)));
    expect(vip.percent).toBe(
      Math.min(share(vip.validBet.current, vip.validBet.required), share(vip.deposit.current, vip.deposit.required)),
    );
    const bets = await client.getBettingRecords(lastDays(92, await platform.now()));
    expect(vip.validBet.current).toBe(bets.totals.validBet);
  });

  it('refuses a trial account', async () => {
    const trial = await loginAs(platform, people.trial);
    expect((await failure(trial.getVipProgress())).messageKey).toBe('in_need_true_account');
  });

  it('shows the ladder to anyone, a visitor too: the same levels a member’s progress lists', async () => {
    const { levels } = await platform.client().getVipLevels();
    expect(levels.map((level) => level.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(levels[1]).toMatchObject({ validBetRequired: '10000.00', depositRequired: '1000.00' });
    const member = await loginAs(platform, people.member);
    expect((await member.getVipProgress()).levels).toEqual(levels);
  });
});
