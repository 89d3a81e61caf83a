import type { downlineTransactionKindSchema } from '@lobbykit/api-client';
import type { z } from 'zod';
import type { SandboxContext } from '../context';
import { incomeOf } from './contract-settlement';
import { allContracts } from './contracts';
import type { Period } from './listing';
import type { TeamMember } from './team';
import { moneyMovesOf } from './team-money';

type DownlineTransactionKind = z.output<typeof downlineTransactionKindSchema>;

/** A downline's money move as the agent sees it, amount in minor units. */
export interface TeamTransaction {
  referenceNo: string;
  username: string;
  kind: DownlineTransactionKind;
  amountMinor: number;
  time: number;
}

/**
 * The money moves of team members in a period, newest first: deposits, withdrawals, transfers to their upline or
 * from theirs, bonuses and contract pay (salary). Moves between a member's own wallets are left out.
 */
export function teamTransactionsOf(
  context: SandboxContext,
  team: readonly TeamMember[],
  period: Period,
): TeamTransaction[] {
  const payees = new Set(allContracts(context).map((contract) => contract.downline.toLowerCase()));
  const salaries = new Set(
    team
      .filter((entry) => payees.has(entry.account.username.toLowerCase()))
      .flatMap((entry) => incomeOf(context, entry.account.username).map((income) => income.referenceNo)),
  );
  const rows: TeamTransaction[] = [];
  for (const { account } of team) {
    const name = account.username.toLowerCase();
    for (const move of moneyMovesOf(context, account.username, period)) {
      const credited = move.credit?.username.toLowerCase() === name;
      const debited = move.debit?.username.toLowerCase() === name;
      let kind: DownlineTransactionKind | null = null;
      if (move.kind === 'deposit' || move.kind === 'withdrawal') kind = move.kind;
      else if (move.kind === 'transfer-upline' && debited) kind = 'transfer-upline';
      else if (move.kind === 'transfer-downline' && credited) kind = 'transfer-downline';
      else if (move.kind === 'adjustment' && credited) kind = salaries.has(move.reference) ? 'salary' : 'bonus';
      if (kind)
        rows.push({
          referenceNo: move.reference,
          username: account.username,
          kind,
          amountMinor: move.amountMinor,
          time: move.at,
        });
    }
  }
  return rows.sort((a, b) => b.time - a.time || a.referenceNo.localeCompare(b.referenceNo));
}
