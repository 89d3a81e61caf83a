import type { SandboxContext } from '../context';
import type { Account } from './accounts';
import { DAY_MS, dayStart, HOUR_MS } from './listing';
import { putGoods, redeemGoods, rejectRedeem, type StoredGoods } from './point-redeems';
import { accruePoints } from './points';

const days = (count: number) => count * DAY_MS;

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

/** The points mall's goods, and the member's points with one redeem in each state. */
export function seedPoints(context: SandboxContext, member: Account, now: number): void {
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
