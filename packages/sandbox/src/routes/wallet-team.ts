import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession, findAccount } from '../state/accounts';
import { toDecimal, toMinor } from '../state/money';
import { findTeamMember, requireAgent, requireRealAccount, teamOf } from '../state/team';
import { noteMoney } from '../state/wallet-cashier';
import { balanceOf, MAIN_WALLET, type MoneyMove, moveMoney } from '../state/wallets';
import { answer } from './answer';

/** Transfers to the upline (members) and to a team member (agents), main wallet to main wallet (SPEC §6). */
export function answerTeamTransferCalls(app: Hono, sandbox: SandboxContext): void {
  const send = (
    kind: Extract<MoneyMove['kind'], 'transfer-upline' | 'transfer-downline'>,
    move: { from: string; to: string; amount: string; remark: string | undefined; idempotencyKey: string | null },
  ) => {
    const record = sandbox.store.transaction(() => {
      const moved = moveMoney(sandbox, {
        kind,
        requestedBy: move.from,
        idempotencyKey: move.idempotencyKey ?? '',
        debit: { username: move.from, wallet: MAIN_WALLET },
        credit: { username: move.to, wallet: MAIN_WALLET },
        amountMinor: toMinor(move.amount),
      });
      noteMoney(sandbox, moved.reference, { remark: move.remark ?? null, counterpart: null });
      return moved;
    });
    return {
      reference: record.reference,
      amount: toDecimal(record.amountMinor),
      recipient: move.to,
      balance: toDecimal(balanceOf(sandbox, { username: move.from, wallet: MAIN_WALLET })),
      time: record.at,
    };
  };

  answer(app, sandbox, platformCalls.transferToUpline, (input, { session, idempotencyKey }) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    const upline = account.upline ? findAccount(sandbox, account.upline) : undefined;
    if (!upline) throw new Rejection('no_upline');
    return send('transfer-upline', {
      from: account.username,
      to: upline.username,
      amount: input.amount,
      remark: input.remark,
      idempotencyKey,
    });
  });

  answer(app, sandbox, platformCalls.transferToDownline, (input, { session, idempotencyKey }) => {
    const agent = requireAgent(accountOfSession(sandbox, session));
    const downline = findTeamMember(teamOf(sandbox, agent.username), input.downline).account;
    return send('transfer-downline', {
      from: agent.username,
      to: downline.username,
      amount: input.amount,
      remark: input.remark,
      idempotencyKey,
    });
  });
}
