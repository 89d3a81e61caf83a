import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { answerCashierCalls } from './wallet-cashier';
import { answerWalletListCalls } from './wallet-list';
import { answerAccountRecordCalls } from './wallet-records';
import { answerTeamTransferCalls } from './wallet-team';

/** Every money call but balance and wallet transfer: wallets, cashier, team transfers, account record. */
export function answerMoneyCalls(app: Hono, sandbox: SandboxContext): void {
  answerWalletListCalls(app, sandbox);
  answerCashierCalls(app, sandbox);
  answerTeamTransferCalls(app, sandbox);
  answerAccountRecordCalls(app, sandbox);
}
