import type { IpVerificationMethod } from '@lobbykit/domain';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Account } from './accounts';
import { readSetting } from './settings';

/** The IP the platform sees: the visitor location the status call reports, which `setSystemStatus` moves. */
export function currentVisitorIp(context: SandboxContext): string {
  return readSetting(context.store, 'system').location.ip;
}

const ipVerificationSchema = z.object({
  method: z.enum(['mobile', 'email', 'payee', 'google']),
  answer: z.string(),
});

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** The ways this account can prove itself: only what it has on file; the sandbox holds no authenticator secrets. */
function methodsOf(account: Account): IpVerificationMethod[] {
  const methods: IpVerificationMethod[] = [];
  if (account.mobileNum) methods.push('mobile');
  if (account.email) methods.push('email');
  if (account.payeeName) methods.push('payee');
  return methods;
}

function answerMatches(account: Account, method: IpVerificationMethod, answer: string): boolean {
  if (method === 'mobile' && account.mobileNum) {
    const given = digits(answer);
    return given === account.mobileNum || given === `${account.countryDialingCode ?? ''}${account.mobileNum}`;
  }
  if (method === 'email' && account.email) return normalised(answer) === normalised(account.email);
  if (method === 'payee' && account.payeeName) return normalised(answer) === normalised(account.payeeName);
  return false;
}

/**
 * A login from an IP the account has not used asks for the extra step (SPEC §4): one of the methods the account
 * has details for, answered in `challenge.ipVerification`. A first login, or an account with nothing on file,
 * registers the IP as it is. Returns the account with the IP remembered.
 */
export function checkLoginLocation(context: SandboxContext, account: Account, challenge: unknown): Account {
  const ip = currentVisitorIp(context);
  const known = account.knownIps ?? [];
  const methods = methodsOf(account);
  if (known.length === 0 || known.includes(ip) || methods.length === 0) {
    return known.includes(ip) ? account : { ...account, knownIps: [...known, ip] };
  }
  const given = ipVerificationSchema.safeParse((challenge as { ipVerification?: unknown } | undefined)?.ipVerification);
  if (!given.success) throw new Rejection('login_2fa_tips', { value: { methods } });
  if (!methods.includes(given.data.method) || !answerMatches(account, given.data.method, given.data.answer)) {
    throw new Rejection('login_2fa_mismatch', { value: { methods } });
  }
  return { ...account, knownIps: [...known, ip] };
}
