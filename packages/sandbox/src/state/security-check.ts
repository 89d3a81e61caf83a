import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { readSetting } from './settings';

/**
 * When the brand turns the security check on, a login, SMS send or registration must carry a challenge result
 * (PLATFORM-FACTS: the geetest fields ride on those calls). The sandbox's stand-in slider solves on the client, so
 * the result is checked for its shape only: a provider name.
 */
export function checkSecurityChallenge(context: SandboxContext, challenge: Record<string, unknown> | undefined): void {
  if (!readSetting(context.store, 'brand').challenge) return;
  if (typeof challenge?.provider !== 'string' || challenge.provider === '') throw new Rejection('verify_first');
}
