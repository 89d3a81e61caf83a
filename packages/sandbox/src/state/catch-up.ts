import type { SandboxContext } from '../context';
import { settleContracts } from './contract-settlement';
import { catchUpPlay } from './play';

/**
 * Brings the team's world up to the sandbox clock before a member- or agent-centre call answers: the team plays
 * every 5-minute slot that has passed, then contracts settle what came due.
 */
export function catchUpTeam(context: SandboxContext): void {
  catchUpPlay(context);
  settleContracts(context);
}
