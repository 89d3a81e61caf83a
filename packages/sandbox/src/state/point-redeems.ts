import type { PointGoods, RedeemRecord } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Account } from './accounts';
import { sendMessage } from './inbox';
import { HOUR_MS } from './listing';
import { toDecimal } from './money';
import { oncePerKey } from './once-per-key';
import { addEntry, ledgerOf, owner, pointBalanceOf } from './points';
import { MAIN_WALLET, moveMoney } from './wallets';

// The points mall's side of points: the goods on offer, a member's redeems, and their review.

/** A redeem waits this long In Process before it is Approved (our decision, so history moves as the clock does). */
export const REDEEM_REVIEW_MS = 24 * HOUR_MS;

/** A goods item as kept: amounts in minor units. */
export interface StoredGoods extends Omit<PointGoods, 'amountRequirement'> {
  amountMinor: number;
}

/** A redeem as kept. */
export interface StoredRedeem extends Omit<RedeemRecord, 'amountRequirement'> {
  amountMinor: number;
}

const GOODS = 'point-goods';
const REDEEMS = 'redeems';

/** Puts goods on offer (seeding). */
export function putGoods(context: SandboxContext, goods: StoredGoods): void {
  context.store.put(GOODS, goods.id, goods);
}

/** The goods on offer, in id order. */
export function goodsOnOffer(context: SandboxContext): PointGoods[] {
  return context.store.list<StoredGoods>(GOODS).map(({ value }) => {
    const { amountMinor, ...goods } = value;
    return { ...goods, amountRequirement: toDecimal(amountMinor) };
  });
}

const redeemKey = (redeem: StoredRedeem, username: string) =>
  `${owner(username)}/${String(redeem.applyTime).padStart(15, '0')}-${redeem.referenceNo}`;

/** A redeem as the calls answer it. */
function redeemRecordOf(redeem: StoredRedeem): RedeemRecord {
  const { amountMinor, ...record } = redeem;
  return { ...record, amountRequirement: toDecimal(amountMinor) };
}

/**
 * Redeems goods, atomically and once per idempotency key: takes the points, the money requirement from the main
 * wallet and the stock, and files the redeem In Process.
 */
export function redeemGoods(
  context: SandboxContext,
  account: Account,
  request: { goodsId: string; quantity: number },
  idempotencyKey: string,
  applyTime = context.now(),
): { record: RedeemRecord; points: number } {
  return oncePerKey(context, account.username, `redeem/${idempotencyKey}`, request, () => {
    const goods = context.store.get<StoredGoods>(GOODS, request.goodsId);
    if (!goods) throw new Rejection('goods_not_found');
    if (goods.stock !== null && goods.stock < request.quantity) throw new Rejection('goods_out_of_stock');
    const pointsRequirement = goods.pointsRequirement * request.quantity;
    const amountMinor = goods.amountMinor * request.quantity;
    const referenceNo = `RD${account.id}${String(ledgerOf(context, account).entries + 1).padStart(5, '0')}`;
    addEntry(context, account, {
      referenceNo,
      type: 'redeem',
      change: -pointsRequirement,
      amountMinor,
      time: applyTime,
      remark: `Redeemed ${request.quantity} × ${goods.name}`,
    });
    if (amountMinor > 0) {
      moveMoney(context, {
        kind: 'adjustment',
        requestedBy: account.username,
        idempotencyKey: `points-redeem/${idempotencyKey}`,
        debit: { username: account.username, wallet: MAIN_WALLET },
        credit: null,
        amountMinor,
      });
    }
    if (goods.stock !== null) putGoods(context, { ...goods, stock: goods.stock - request.quantity });
    const redeem: StoredRedeem = {
      referenceNo,
      goodsId: goods.id,
      goodsName: goods.name,
      quantity: request.quantity,
      pointsRequirement,
      amountMinor,
      status: 'In Process',
      applyTime,
    };
    context.store.put(REDEEMS, redeemKey(redeem, account.username), redeem);
    return { record: redeemRecordOf(redeem), points: pointBalanceOf(context, account) };
  });
}

/** Rejects a redeem In Process and gives its points back (seeding, and the platform's review). */
export function rejectRedeem(context: SandboxContext, account: Account, referenceNo: string, at: number): void {
  context.store.transaction(() => {
    const redeem = redeemsOf(context, account).find((entry) => entry.referenceNo === referenceNo);
    if (redeem?.status !== 'In Process') throw new Rejection('redeem_not_found');
    context.store.put(REDEEMS, redeemKey(redeem, account.username), { ...redeem, status: 'Rejected' });
    addEntry(context, account, {
      type: 'redeem',
      change: redeem.pointsRequirement,
      amountMinor: 0,
      time: at,
      remark: `Refund of rejected redeem ${referenceNo}`,
    });
  });
}

/** Approves every redeem that has waited its review time, telling the member in the inbox. */
export function reviewRedeems(context: SandboxContext, account: Account): void {
  const due = redeemsOf(context, account).filter(
    (redeem) => redeem.status === 'In Process' && redeem.applyTime + REDEEM_REVIEW_MS <= context.now(),
  );
  if (due.length === 0) return;
  context.store.transaction(() => {
    for (const redeem of due) {
      context.store.put(REDEEMS, redeemKey(redeem, account.username), { ...redeem, status: 'Approved' });
      sendMessage(context, account.username, {
        title: 'Redeem approved',
        content: `<p>Your redeem of <strong>${redeem.quantity} × ${redeem.goodsName}</strong> (${redeem.referenceNo}) was approved.</p>`,
        category: 'account',
        time: redeem.applyTime + REDEEM_REVIEW_MS,
      });
    }
  });
}

function redeemsOf(context: SandboxContext, account: Account): StoredRedeem[] {
  const prefix = `${owner(account.username)}/`;
  return context.store
    .list<StoredRedeem>(REDEEMS)
    .filter(({ id }) => id.startsWith(prefix))
    .map(({ value }) => value)
    .reverse();
}

/** An account's redeem history, newest first. */
export function redeemRecordsOf(context: SandboxContext, account: Account): RedeemRecord[] {
  return redeemsOf(context, account).map(redeemRecordOf);
}
