import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession } from '../state/accounts';
import { checkPeriod, inPeriod, pageRows } from '../state/listing';
import { checkPaymentPassword } from '../state/payment-passwords';
import { catchUpPlay } from '../state/play';
import { goodsOnOffer, redeemGoods, redeemRecordsOf, reviewRedeems } from '../state/point-redeems';
import { accruePoints, convertPoints, pointBalanceOf, pointConfig, pointEntriesOf } from '../state/points';
import type { Session } from '../state/sessions';
import { requireRealAccount } from '../state/team';
import { answer } from './answer';

/** Points mall: balance, goods, redeem history, config, redeem and convert, points history (SPEC §7 Points). */
export function answerPointsCalls(app: Hono, sandbox: SandboxContext): void {
  // Points earned by play and deposits are credited and due redeems reviewed before any points call answers.
  const memberOf = (session: Session | null) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    catchUpPlay(sandbox);
    accruePoints(sandbox, account);
    reviewRedeems(sandbox, account);
    return account;
  };

  answer(app, sandbox, platformCalls.getPointBalance, (_input, { session }) => ({
    points: pointBalanceOf(sandbox, memberOf(session)),
  }));
  // The goods are the same for everyone: a visitor and a trial account see what points buy, before they earn any.
  answer(app, sandbox, platformCalls.getPointRewards, () => ({ list: goodsOnOffer(sandbox) }));
  answer(app, sandbox, platformCalls.getPointConfig, (_input, { session }) => {
    memberOf(session);
    return pointConfig();
  });
  answer(app, sandbox, platformCalls.getRedeemRecords, (input, { session }) => {
    const records = redeemRecordsOf(sandbox, memberOf(session)).filter(
      (record) => !input.status || record.status === input.status,
    );
    return pageRows(records, input);
  });
  answer(app, sandbox, platformCalls.redeemPointReward, async (input, { session, idempotencyKey }) => {
    const account = memberOf(session);
    await checkPaymentPassword(sandbox, account.username, input.paymentPassword);
    return redeemGoods(sandbox, account, { goodsId: input.goodsId, quantity: input.quantity }, idempotencyKey ?? '');
  });
  answer(app, sandbox, platformCalls.convertPoints, async (input, { session, idempotencyKey }) => {
    const account = memberOf(session);
    await checkPaymentPassword(sandbox, account.username, input.paymentPassword);
    return convertPoints(sandbox, account, input.points, idempotencyKey ?? '');
  });
  answer(app, sandbox, platformCalls.getPointHistory, (input, { session }) => {
    const period = checkPeriod(input);
    const entries = pointEntriesOf(sandbox, memberOf(session)).filter(
      (entry) => inPeriod(entry.time, period) && (!input.type || entry.type === input.type),
    );
    return pageRows(entries, input);
  });
}
