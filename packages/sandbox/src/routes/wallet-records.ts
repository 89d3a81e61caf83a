import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession } from '../state/accounts';
import { toDecimal, toMinor } from '../state/money';
import { historyOf } from '../state/wallet-history';
import { answer } from './answer';

/** The account record: every money move of the member, paged, by type and time (SPEC §2 transactionHistory). */
export function answerAccountRecordCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getTransactionHistory, (input, { session }) => {
    const { username } = accountOfSession(sandbox, session);
    if (input.startTime !== undefined && input.endTime !== undefined && input.endTime < input.startTime) {
      throw new Rejection('date_range_invalid');
    }
    const lines = historyOf(sandbox, username, input);
    const start = (input.pageNo - 1) * input.pageSize;
    const sumOf = (direction: 'in' | 'out') =>
      toDecimal(
        lines.filter((line) => line.direction === direction).reduce((sum, line) => sum + toMinor(line.amount), 0),
      );
    return {
      records: lines.slice(start, start + input.pageSize),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      totalPages: Math.ceil(lines.length / input.pageSize),
      totalCount: lines.length,
      totals: { moneyIn: sumOf('in'), moneyOut: sumOf('out') },
    };
  });
}
