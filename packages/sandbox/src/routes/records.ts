import type { BetRecord } from '@lobbykit/api-client';
import { platformCalls } from '@lobbykit/api-client/client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession } from '../state/accounts';
import { bonusesOf, bonusRecordOf } from '../state/bonuses';
import { checkPeriod, pageRows } from '../state/listing';
import { toDecimal } from '../state/money';
import { betRecordOf, betSums, betTotals, catchUpPlay, findBets } from '../state/play';
import type { Session } from '../state/sessions';
import { requireRealAccount } from '../state/team';
import { answer } from './answer';

/** The member's betting records, personal profit and loss and bonus details (SPEC §2 member centre). */
export function answerRecordCalls(app: Hono, sandbox: SandboxContext): void {
  const memberOf = (session: Session | null) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    catchUpPlay(sandbox);
    return account;
  };

  answer(app, sandbox, platformCalls.getBettingRecords, (input, { session }) => {
    const account = memberOf(session);
    const bets = findBets(sandbox, {
      usernames: new Set([account.username.toLowerCase()]),
      period: checkPeriod(input),
      gameType: input.gameType,
      vendor: input.vendor,
    }).reverse();
    return { ...pageRows(bets.map(betRecordOf), input), totals: betTotals(bets) };
  });

  answer(app, sandbox, platformCalls.getPersonalProfit, (input, { session }) => {
    const account = memberOf(session);
    const period = checkPeriod(input);
    const bets = findBets(sandbox, { usernames: new Set([account.username.toLowerCase()]), period });
    const sums = betSums(bets);
    const bonusMinor = bonusesOf(sandbox, account.username, period).reduce((sum, bonus) => sum + bonus.amountMinor, 0);
    const byGameType = GAME_CATEGORIES.map((gameType) => {
      const ofType = betSums(bets.filter((bet) => bet.gameType === gameType));
      return {
        gameType: gameType as BetRecord['gameType'],
        count: ofType.count,
        betAmount: toDecimal(ofType.betMinor),
        validBet: toDecimal(ofType.validMinor),
        winLoss: toDecimal(ofType.winLossMinor),
      };
    }).filter((row) => row.count > 0);
    return {
      betAmount: toDecimal(sums.betMinor),
      validBet: toDecimal(sums.validMinor),
      payout: toDecimal(sums.payoutMinor),
      winLoss: toDecimal(sums.winLossMinor),
      bonus: toDecimal(bonusMinor),
      profitLoss: toDecimal(sums.winLossMinor + bonusMinor),
      byGameType,
    };
  });

  answer(app, sandbox, platformCalls.getBonusDetails, (input, { session }) => {
    const account = memberOf(session);
    const bonuses = bonusesOf(sandbox, account.username, checkPeriod(input)).filter(
      (bonus) => !input.kind || bonus.kind === input.kind,
    );
    return {
      ...pageRows(bonuses.map(bonusRecordOf), input),
      totalAmount: toDecimal(bonuses.reduce((sum, bonus) => sum + bonus.amountMinor, 0)),
    };
  });
}
