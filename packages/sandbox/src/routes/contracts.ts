import type { CallDefinition, ContractState, contractRequestSchema } from '@lobbykit/api-client';
import { platformCalls } from '@lobbykit/api-client/client';
import type { ContractKind } from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession } from '../state/accounts';
import { catchUpTeam } from '../state/catch-up';
import { answerContract, offerContract } from '../state/contract-offers';
import { contractState } from '../state/contracts';
import { requireRealAccount } from '../state/team';
import { answer } from './answer';

type ContractCall = CallDefinition<typeof contractRequestSchema, typeof platformCalls.processDividendContract.response>;

/** The four contract calls (SPEC §7): each reads and changes contracts of its own kind (SPEC §4). */
export function answerContractCalls(app: Hono, sandbox: SandboxContext): void {
  const calls: Array<[ContractCall, ContractKind]> = [
    [platformCalls.processDividendContract, 'dividend'],
    [platformCalls.processDailySalaryContract, 'dailySalary'],
    [platformCalls.processHourlySalaryContract, 'hourlySalary'],
    [platformCalls.processRealTimeSalaryContract, 'realTimeSalary'],
  ];
  answer(app, sandbox, platformCalls.getContracts, (input, { session }) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    catchUpTeam(sandbox);
    return contractState(sandbox, account.username, input.kind);
  });
  for (const [call, kind] of calls) {
    answer(app, sandbox, call, (input, { session }): ContractState => {
      const account = requireRealAccount(accountOfSession(sandbox, session));
      // Settle what came due under the old terms before anything changes.
      catchUpTeam(sandbox);
      switch (input.action) {
        case 'list':
          return contractState(sandbox, account.username, kind);
        case 'offer':
          return offerContract(sandbox, account, kind, input);
        default:
          return answerContract(sandbox, account, kind, input.action, input.contractId);
      }
    });
  }
}
