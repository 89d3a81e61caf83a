import type { SandboxContext } from '../context';
import type { SandboxStore } from '../store/store';
import {
  type Account,
  allAccounts,
  findAccount,
  hashPassword,
  MEMBER_TYPE,
  nextAccountId,
  saveAccount,
} from './accounts';
import { recordPastBonus } from './bonuses';
import { settleContracts } from './contract-settlement';
import { gridOf, type StoredContract, saveContract, tiersOf } from './contracts';
import { sendMessage } from './inbox';
import { DAY_MS, dayStart, HOUR_MS, MINUTE_MS, periodOf } from './listing';
import { SEED_PAYMENT_PASSWORD, setPaymentPassword } from './payment-passwords';
import { catchUpPlay, findBets, PLAY_HISTORY_DAYS, recordBet } from './play';
import { putGoods, redeemGoods, rejectRedeem, type StoredGoods } from './point-redeems';
import { accruePoints } from './points';
import { REFERRAL_REWARD_MINOR } from './referral';
import { putActivity, putActivityEntry, type StoredActivity } from './rewards';
import { SEED_ACCOUNTS } from './seed-accounts';
import { maskUsername } from './team';
import { seededReference, seedPlayerMoney } from './team-money';

/** Accounts the member and agent centres add to the seed: a third team level and friends invited by the member. */
export const SEED_TEAM_ACCOUNTS = {
  subSubAgent: { username: 'agent3', password: 'Agent123', upline: 'agent2' },
  deepMember: { username: 'member6', password: 'Member123', upline: 'agent3' },
  friends: ['friend1', 'friend2', 'friend3'],
  friendPassword: 'Friend123',
} as const;

const days = (count: number) => count * DAY_MS;

async function addAccount(context: SandboxContext, fields: Partial<Account> & { username: string }, password: string) {
  const id = nextAccountId(context);
  saveAccount(context, {
    id,
    nickname: fields.username,
    type: MEMBER_TYPE.member,
    mustChangePassword: false,
    lastLoginAt: null,
    createdAt: context.now(),
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    payeeName: null,
    upline: null,
    affiliateCode: null,
    referralCode: `R${id}`,
    referredBy: null,
    avatar: { avatar: `/sandbox-assets/avatar/${id % 8}.svg`, avatarType: 'STATIC' },
    labels: { club: null, member: [] },
    ...(await hashPassword(password)),
    ...fields,
  });
}

/** Registration ages (days ago) that give the team 60 days of play and a few new members within the last month. */
const registeredDaysAgo: Record<string, number> = {
  agent1: 180,
  player1: 90,
  agent2: 120,
  member2: 88,
  member3: 75,
  member4: 64,
  member5: 70,
  agent3: 62,
  member6: 25,
  friend1: 20,
  friend2: 12,
  friend3: 3,
};

async function seedTeamAccounts(context: SandboxContext, now: number): Promise<void> {
  const { subSubAgent, deepMember, friends, friendPassword } = SEED_TEAM_ACCOUNTS;
  await addAccount(
    context,
    { username: subSubAgent.username, upline: subSubAgent.upline, type: MEMBER_TYPE.subAgent, affiliateCode: 'AGENT3' },
    subSubAgent.password,
  );
  await addAccount(context, { username: deepMember.username, upline: deepMember.upline }, deepMember.password);
  for (const username of friends) {
    await addAccount(
      context,
      { username, upline: SEED_ACCOUNTS.agent.username, referredBy: SEED_ACCOUNTS.member.username },
      friendPassword,
    );
  }
  for (const account of allAccounts(context)) {
    const daysAgo = registeredDaysAgo[account.username];
    if (daysAgo !== undefined) saveAccount(context, { ...account, createdAt: now - days(daysAgo) });
    if (account.type !== MEMBER_TYPE.trial) await setPaymentPassword(context, account.username, SEED_PAYMENT_PASSWORD);
  }
}

const seedGoods: StoredGoods[] = [
  {
    id: 'G01',
    name: 'Free spins voucher',
    image: '/sandbox-assets/game/Free-spins.svg',
    category: 'bonus',
    pointsRequirement: 150,
    amountMinor: 0,
    stock: null,
  },
  {
    id: 'G02',
    name: 'Coffee voucher',
    image: '/sandbox-assets/game/Coffee.svg',
    category: 'voucher',
    pointsRequirement: 100,
    amountMinor: 0,
    stock: 50,
  },
  {
    id: 'G03',
    name: 'Cinema tickets',
    image: '/sandbox-assets/game/Cinema.svg',
    category: 'voucher',
    pointsRequirement: 400,
    amountMinor: 0,
    stock: 20,
  },
  {
    id: 'G04',
    name: 'Bluetooth speaker',
    image: '/sandbox-assets/game/Speaker.svg',
    category: 'gadget',
    pointsRequirement: 1_000,
    amountMinor: 5_000,
    stock: 5,
  },
  {
    id: 'G05',
    name: 'Smartphone',
    image: '/sandbox-assets/game/Phone.svg',
    category: 'gadget',
    pointsRequirement: 20_000,
    amountMinor: 50_000,
    stock: 1,
  },
  {
    id: 'G06',
    name: 'Headphones',
    image: '/sandbox-assets/game/Headphones.svg',
    category: 'gadget',
    pointsRequirement: 800,
    amountMinor: 0,
    stock: 0,
  },
];

function seedPoints(context: SandboxContext, member: Account, now: number): void {
  for (const goods of seedGoods) putGoods(context, goods);
  // Points are credited at the end of each platform day, so every seeded redeem and refund falls inside one day,
  // after the credits before it: the history then reads as one chain whatever the hour the sandbox is seeded.
  const today = dayStart(now);
  const approvedAt = today - days(20) + 10 * HOUR_MS;
  accruePoints(context, member, dayStart(approvedAt));
  redeemGoods(context, member, { goodsId: 'G02', quantity: 1 }, 'seed-redeem-1', approvedAt);
  const rejectedAt = today - days(9) + 9 * HOUR_MS;
  accruePoints(context, member, dayStart(rejectedAt));
  const rejected = redeemGoods(context, member, { goodsId: 'G01', quantity: 1 }, 'seed-redeem-2', rejectedAt);
  rejectRedeem(context, member, rejected.record.referenceNo, rejectedAt + 6 * HOUR_MS);
  accruePoints(context, member);
  const lastRedeemAt = Math.max(today, now - 2 * HOUR_MS);
  redeemGoods(context, member, { goodsId: 'G02', quantity: 1 }, 'seed-redeem-3', lastRedeemAt);
}

/** Bets the member placed so the seeded activities show each state (a mission to claim, a raffle to draw). */
function seedScriptedBets(context: SandboxContext, member: Account, now: number): void {
  const bets: Array<[number, 'RNG' | 'SPORTS', string, number, number]> = [
    [now - days(2) - 3 * HOUR_MS, 'RNG', 'PG', 20_000, 0],
    [now - days(2) + 1 * HOUR_MS, 'RNG', 'PG', 20_000, 60_000],
    [now - days(1) - 5 * HOUR_MS, 'RNG', 'JDB', 10_000, 0],
    [now - days(1) + 2 * HOUR_MS, 'SPORTS', 'SABA', 50_000, 95_000],
  ];
  for (const [index, [betTime, gameType, vendor, betMinor, payoutMinor]] of bets.entries()) {
    recordBet(context, {
      orderNo: `S${member.id}-${index + 1}`,
      username: member.username,
      betTime,
      gameType,
      vendor,
      gameName: `${vendor} ${gameType === 'RNG' ? 'Mahjong Ways' : 'Match winner'}`,
      betMinor,
      validMinor: betMinor,
      payoutMinor,
      status: 'settled',
    });
  }
}

function seedBonuses(context: SandboxContext, member: Account, now: number): void {
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

function seedActivities(context: SandboxContext, member: Account, now: number): void {
  const activity = (
    fields: Partial<StoredActivity> & Pick<StoredActivity, 'id' | 'kind' | 'title'>,
  ): StoredActivity => ({
    description: `${fields.title}: see the rules in the promotion page.`,
    startTime: now - days(3),
    endTime: now + days(4),
    gameType: null,
    targetMinor: null,
    rewardMinor: null,
    reviewed: false,
    needsJoin: false,
    ...fields,
  });
  const activities = [
    activity({
      id: 'A01',
      kind: 'mission',
      title: 'Slots week',
      gameType: 'RNG',
      targetMinor: 50_000,
      rewardMinor: 5_000,
      needsJoin: true,
    }),
    activity({
      id: 'A02',
      kind: 'mission',
      title: 'Live casino marathon',
      gameType: 'LIVE',
      targetMinor: 10_000_000,
      rewardMinor: 20_000,
      needsJoin: true,
    }),
    activity({
      id: 'A03',
      kind: 'mission',
      title: 'Fishing challenge',
      gameType: 'FISH',
      targetMinor: 30_000,
      rewardMinor: 3_000,
      needsJoin: true,
    }),
    activity({
      id: 'A04',
      kind: 'mission',
      title: 'Sports weekend',
      gameType: 'SPORTS',
      targetMinor: 50_000,
      rewardMinor: 2_000,
      needsJoin: true,
    }),
    activity({
      id: 'A05',
      kind: 'mission',
      title: 'Last month mission',
      gameType: 'RNG',
      targetMinor: 100_000,
      rewardMinor: 5_000,
      needsJoin: true,
      startTime: now - days(40),
      endTime: now - days(10),
    }),
    activity({
      id: 'A06',
      kind: 'raffle',
      title: 'Lucky raffle',
      startTime: now - days(7),
      endTime: now + days(7),
      targetMinor: 30_000,
      prizesMinor: [888, 1_888, 8_888, 18_800],
    }),
    activity({
      id: 'A07',
      kind: 'deposit',
      title: 'Deposit 1,000 get 100',
      startTime: now - days(10),
      targetMinor: 100_000,
      rewardMinor: 10_000,
      reviewed: true,
    }),
    activity({
      id: 'A08',
      kind: 'deposit',
      title: 'Reload bonus review',
      startTime: now - days(20),
      endTime: now + days(10),
      targetMinor: 50_000,
      rewardMinor: 5_000,
      reviewed: true,
    }),
    activity({
      id: 'A09',
      kind: 'event',
      title: 'Weekend tournament',
      startTime: now - days(1),
      endTime: now + days(2),
      rewardMinor: 2_000,
      needsJoin: true,
    }),
    activity({
      id: 'A10',
      kind: 'event',
      title: 'Spring festival',
      startTime: now + days(5),
      endTime: now + days(12),
      rewardMinor: 5_000,
      needsJoin: true,
    }),
    activity({
      id: 'A11',
      kind: 'deposit',
      title: 'First deposit bonus',
      startTime: now - days(45),
      endTime: now - days(15),
      targetMinor: 20_000,
      rewardMinor: 2_000,
      reviewed: true,
    }),
    // Claimable now and reviewed: its claim may carry a comment for the reviewer (SPEC §5, at most 140 characters).
    activity({
      id: 'A12',
      kind: 'deposit',
      title: 'Weekly cashback',
      startTime: now - days(2),
      endTime: now + days(5),
      rewardMinor: 3_000,
      reviewed: true,
    }),
  ];
  for (const entry of activities) putActivity(context, entry);
  const joined = { joinedAt: now - days(2) - 4 * HOUR_MS };
  putActivityEntry(context, member.username, 'A01', joined);
  putActivityEntry(context, member.username, 'A02', joined);
  putActivityEntry(context, member.username, 'A04', { ...joined, claimedAt: now - HOUR_MS * 20, outcome: 'Claimed' });
  putActivityEntry(context, member.username, 'A07', { claimedAt: now - 30 * MINUTE_MS, outcome: 'Applying' });
  putActivityEntry(context, member.username, 'A08', { claimedAt: now - days(5), outcome: 'Rejected' });
  putActivityEntry(context, member.username, 'A09', { joinedAt: now - HOUR_MS * 6 });
  putActivityEntry(context, member.username, 'A11', { claimedAt: now - days(40), outcome: 'Issued' });
}

function seedInbox(context: SandboxContext, now: number): void {
  const { member, agent } = SEED_ACCOUNTS;
  const memberMessages: Array<[string, string, 'system' | 'promotion' | 'account']> = [
    ['Welcome to LobbyKit', '<p>Welcome aboard! Your account is ready.</p>', 'system'],
    [
      'Verify your mobile number',
      '<p>Keep your account safe: verify your <strong>mobile number</strong>.</p>',
      'account',
    ],
    ['Weekly rebate credited', '<p>Your weekly rebate has been credited to your main wallet.</p>', 'promotion'],
    ['Maintenance window', '<p>PG slots will be under maintenance on Sunday 02:00–04:00.</p>', 'system'],
    ['Lucky raffle is open', '<p>Bet 300.00 this week and draw a prize in the reward centre.</p>', 'promotion'],
    ['Password changed', '<p>Your password was changed. If this was not you, contact customer service.</p>', 'account'],
    ['Points mall restocked', '<p>New vouchers in the <a href="/pointMall">points mall</a>.</p>', 'promotion'],
    ['Deposit received', '<p>Your deposit was received and credited.</p>', 'account'],
    ['Weekend tournament', '<p>Join the weekend tournament before it ends!</p>', 'promotion'],
    [
      'Security reminder',
      '<p>Never share your payment password.</p><script>window.__lobbykitXss = true</script>',
      'system',
    ],
  ];
  for (const [index, [title, content, category]] of memberMessages.entries()) {
    sendMessage(context, member.username, {
      title,
      content,
      category,
      time: now - days(memberMessages.length - index) + HOUR_MS,
      read: index < memberMessages.length - 4,
    });
  }
  const agentMessages: Array<[string, string]> = [
    ['Agent programme update', '<p>Contract settlements now run every 5 minutes for real-time salary.</p>'],
    ['New downline registered', '<p>friend3 registered under your team.</p>'],
    ['Monthly report ready', '<p>Your income report for last month is ready.</p>'],
    ['Commission policy', '<p>Dividends follow the period type of each contract.</p>'],
    ['Team milestone', '<p>Your team passed 10 members.</p>'],
  ];
  for (const [index, [title, content]] of agentMessages.entries()) {
    sendMessage(context, agent.username, {
      title,
      content,
      category: 'system',
      time: now - days(5 - index),
      read: index < 3,
    });
  }
}

function seedContracts(context: SandboxContext, now: number): void {
  let sequence = 0;
  const contract = (
    fields: Pick<StoredContract, 'kind' | 'upline' | 'downline' | 'rate'> &
      Partial<StoredContract> & { acceptedDaysAgo?: number },
  ) => {
    const { acceptedDaysAgo, ...rest } = fields;
    sequence += 1;
    const offeredAt = now - days(acceptedDaysAgo ?? 1) - HOUR_MS;
    const base: StoredContract = {
      id: `C${String(sequence).padStart(6, '0')}`,
      status: 'accepted',
      periodType: rest.kind === 'dividend' ? 'W' : rest.kind === 'dailySalary' ? 'D' : null,
      profitRate: rest.kind === 'realTimeSalary' ? '0' : null,
      lossRate: rest.kind === 'realTimeSalary' ? '0' : null,
      minValidBet: '0.00',
      minActiveMembers: 0,
      tiers: [],
      offeredAt,
      answeredAt: offeredAt + HOUR_MS,
      terminatedAt: null,
      settledUntil: null,
      ...rest,
    };
    const accepted = base.status === 'accepted' || base.status === 'terminated';
    saveContract(context, {
      ...base,
      tiers: tiersOf(base),
      answeredAt: base.status === 'offered' ? null : base.answeredAt,
      settledUntil: accepted ? periodOf(gridOf(base), base.answeredAt ?? offeredAt).end : null,
    });
  };
  const { agent, subAgent, member, downlines } = SEED_ACCOUNTS;
  const agent3 = SEED_TEAM_ACCOUNTS.subSubAgent.username;
  contract({
    kind: 'dividend',
    upline: null,
    downline: agent.username,
    rate: '40',
    minValidBet: '1000.00',
    minActiveMembers: 2,
    acceptedDaysAgo: 60,
  });
  contract({
    kind: 'dailySalary',
    upline: null,
    downline: agent.username,
    rate: '1.5',
    minValidBet: '500.00',
    minActiveMembers: 1,
    acceptedDaysAgo: 60,
  });
  contract({ kind: 'hourlySalary', upline: null, downline: agent.username, rate: '0.5', acceptedDaysAgo: 3 });
  contract({
    kind: 'realTimeSalary',
    upline: null,
    downline: agent.username,
    rate: '0.3',
    profitRate: '1',
    lossRate: '2',
    acceptedDaysAgo: 0.1,
  });
  contract({ kind: 'dividend', upline: agent.username, downline: subAgent.username, rate: '30', acceptedDaysAgo: 50 });
  contract({
    kind: 'dailySalary',
    upline: agent.username,
    downline: subAgent.username,
    rate: '1.2',
    acceptedDaysAgo: 50,
  });
  contract({
    kind: 'realTimeSalary',
    upline: agent.username,
    downline: subAgent.username,
    rate: '0.2',
    profitRate: '0.5',
    lossRate: '1',
    acceptedDaysAgo: 0.1,
  });
  contract({
    kind: 'hourlySalary',
    upline: agent.username,
    downline: subAgent.username,
    rate: '0.4',
    status: 'offered',
  });
  contract({ kind: 'dividend', upline: subAgent.username, downline: agent3, rate: '25', acceptedDaysAgo: 40 });
  contract({ kind: 'dailySalary', upline: subAgent.username, downline: agent3, rate: '1', acceptedDaysAgo: 40 });
  contract({
    kind: 'dailySalary',
    upline: agent.username,
    downline: downlines[0],
    rate: '0.8',
    status: 'rejected',
    acceptedDaysAgo: 30,
  });
  contract({
    kind: 'dividend',
    upline: agent.username,
    downline: downlines[1],
    rate: '10',
    status: 'terminated',
    acceptedDaysAgo: 30,
    terminatedAt: now - days(20),
  });
  contract({ kind: 'dividend', upline: agent.username, downline: member.username, rate: '5', status: 'offered' });
  // Strictly before now: whatever falls due from now on is paid live, into the wallet.
  settleContracts(context, { pay: false, until: now - 1 });
}

interface RecordedWrite {
  collection: string;
  id: string;
  /** JSON of the value, or null for a delete. */
  json: string | null;
}

/** A store that notes every write it passes on, so a seed can be replayed instead of recomputed. */
function recordingStore(store: SandboxStore): { store: SandboxStore; writes: Map<string, RecordedWrite> } {
  const writes = new Map<string, RecordedWrite>();
  const note = (collection: string, id: string, json: string | null) =>
    writes.set(`${collection}\u0000${id}`, { collection, id, json });
  return {
    writes,
    store: {
      ...store,
      get: (collection, id) => store.get(collection, id),
      list: (collection) => store.list(collection),
      put(collection, id, value) {
        note(collection, id, JSON.stringify(value));
        store.put(collection, id, value);
      },
      delete(collection, id) {
        note(collection, id, null);
        store.delete(collection, id);
      },
      transaction: (work) => store.transaction(work),
    },
  };
}

// A reset seeds again; replaying the first seed's writes (then letting the clock catch up) gives the same world as
// seeding anew, at a tenth of the cost, which keeps every test suite that resets between tests fast.
const seedReplays = new WeakMap<SandboxStore, Map<string, RecordedWrite>>();

/**
 * Seeds the member and agent centres over the seeded accounts: a third team level and invited friends, 60 days
 * of team play, deposits and withdrawals, the member's points, redeems, bonuses, activities and inbox, and the
 * team's contracts with their income so far.
 */
export async function seedMemberCentre(context: SandboxContext): Promise<void> {
  const replay = seedReplays.get(context.store);
  if (replay) {
    context.store.transaction(() => {
      for (const { collection, id, json } of replay.values()) {
        if (json === null) context.store.delete(collection, id);
        else context.store.put(collection, id, JSON.parse(json));
      }
    });
    return;
  }
  const recording = recordingStore(context.store);
  await seedWorld({ ...context, store: recording.store });
  seedReplays.set(context.store, recording.writes);
}

async function seedWorld(context: SandboxContext): Promise<void> {
  const now = context.now();
  await seedTeamAccounts(context, now);
  const member = findAccount(context, SEED_ACCOUNTS.member.username);
  if (!member) return;
  catchUpPlay(context);
  context.store.transaction(() => {
    seedScriptedBets(context, member, now);
    const history = { start: now - days(PLAY_HISTORY_DAYS), end: now };
    for (const account of allAccounts(context)) {
      if (account.upline && account.type !== MEMBER_TYPE.trial && account.username !== 'friend3') {
        seedPlayerMoney(context, account, history);
      }
    }
    seedBonuses(context, member, now);
    seedPoints(context, member, now);
    seedActivities(context, member, now);
    seedInbox(context, now);
    seedContracts(context, now);
  });
}
