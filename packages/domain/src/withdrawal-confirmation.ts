import type { DomainMessage } from './message-keys';

/** What the payer answers about a withdrawal paid to them (SPEC §4). */
export type WithdrawalConfirmationChoice = 'received' | 'not-received' | 'full-payment';

/** The payer's answer; proof files are needed for 'not-received'. */
export interface WithdrawalConfirmation {
  choice: WithdrawalConfirmationChoice;
  proofCount?: number;
}

/** Checks an answer before it is sent: 'not-received' needs at least one proof upload (SPEC §4). */
export function checkWithdrawalConfirmation(confirmation: WithdrawalConfirmation): DomainMessage | null {
  if (confirmation.choice === 'not-received' && !((confirmation.proofCount ?? 0) > 0)) return { key: 'proof_required' };
  return null;
}

/** Where a withdrawal confirmation stands. */
export interface WithdrawalConfirmationOutcome {
  status: 'pending' | WithdrawalConfirmationChoice;
  /** Counted as received because nobody answered in time: the deposit is then not refunded (SPEC §4). */
  forced: boolean;
  /** When it counts as received without an answer (ms). */
  autoReceivedAt: number;
}

/**
 * Resolves a withdrawal confirmation (SPEC §4, §9): the payer's answer if given, else 'received' (forced) once
 * `autoConfirmMinutes` have passed since `createdAt`, else pending.
 */
export function resolveWithdrawalConfirmation(input: {
  confirmation: WithdrawalConfirmation | null | undefined;
  createdAt: number;
  now: number;
  autoConfirmMinutes: number;
}): WithdrawalConfirmationOutcome {
  const autoReceivedAt = input.createdAt + input.autoConfirmMinutes * 60_000;
  if (input.confirmation) return { status: input.confirmation.choice, forced: false, autoReceivedAt };
  if (input.now >= autoReceivedAt) return { status: 'received', forced: true, autoReceivedAt };
  return { status: 'pending', forced: false, autoReceivedAt };
}
