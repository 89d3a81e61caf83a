import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import {
  type Account,
  findAccount,
  findAccountByMobile,
  hashPassword,
  MEMBER_TYPE,
  newAccount,
  nextAccountId,
  passwordMatches,
  saveAccount,
} from '../state/accounts';
import { consumeCaptcha } from '../state/captcha';
import { checkLoginLocation } from '../state/login-location';
import { toMinor } from '../state/money';
import { redeemPhoneAuthToken } from '../state/phone-auth';
import { checkSecurityChallenge } from '../state/security-check';
import { endSession } from '../state/sessions';
import { isModuleOn } from '../state/settings';
import { openSession } from '../state/sign-in';
import { consumeSmsCode } from '../state/sms';
import { MAIN_WALLET, setBalance } from '../state/wallets';
import { answer } from './answer';

const LOGIN_GUARD = 'login-guard';
const TRIAL_BALANCE = '2000.00';

/** Login (username, SMS, external phone auth), free play and logout (SPEC §4 login). */
export function answerSessionCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.login, async (input) => {
    checkSecurityChallenge(sandbox, input.challenge);
    const guardId = input.username.toLowerCase();
    // After a failed login the same username must solve a captcha (SPEC §4).
    if (sandbox.store.get(LOGIN_GUARD, guardId) && !consumeCaptcha(sandbox, input.captcha)) {
      throw new Rejection('in_captcha_incorrect', { value: { captcha: true } });
    }
    const account = await authenticate(sandbox, input);
    if (!account) {
      sandbox.store.put(LOGIN_GUARD, guardId, { at: sandbox.now() });
      // A refused login says what was wrong, so the player knows what to retype: the code for an SMS login, else the username or password —
      // never the password *format*, which the catalogue's in_password_incorrect is about.
      const refusal = input.type === 'sms' ? 'invalid_verification_code' : 'wrong_username_or_password';
      throw new Rejection(refusal, { value: { captcha: true } });
    }
    sandbox.store.delete(LOGIN_GUARD, guardId);
    // An SMS code or the phone-auth token already proves the player holds the phone.
    return openSession(
      sandbox,
      input.type === 'username' ? checkLoginLocation(sandbox, account, input.challenge) : account,
    );
  });

  answer(app, sandbox, platformCalls.freePlayLogin, async () => {
    const id = nextAccountId(sandbox);
    const account = newAccount(sandbox, id, {
      username: `guest${id}`,
      nickname: `Guest ${id}`,
      type: MEMBER_TYPE.trial,
      ...(await hashPassword(crypto.randomUUID())),
      // Every guest has the first stock avatar, whatever its id.
      avatar: { avatar: '/sandbox-assets/avatar/0.svg', avatarType: 'STATIC' },
    });
    saveAccount(sandbox, account);
    setBalance(sandbox, { username: account.username, wallet: MAIN_WALLET }, toMinor(TRIAL_BALANCE));
    return openSession(sandbox, account);
  });

  answer(app, sandbox, platformCalls.logout, (_input, { token }) => {
    if (token) endSession(sandbox, token);
    return null;
  });
}

async function authenticate(
  sandbox: SandboxContext,
  input: { username: string; password: string; type: 'username' | 'sms' | 'firebase' },
): Promise<Account | undefined> {
  if (input.type === 'username') {
    // A mobile number works as username too: the phone reset logs in with it (SPEC §4 forgot by phone).
    const account = findAccount(sandbox, input.username) ?? findAccountByMobile(sandbox, input.username);
    return account && (await passwordMatches(account, input.password)) ? account : undefined;
  }
  if (!isModuleOn(sandbox.store, 'MOBILEVERCODELOGIN3')) throw new Rejection('function_not_available');
  if (input.type === 'sms') {
    const account = findAccountByMobile(sandbox, input.username);
    return account && consumeSmsCode(sandbox, input.username, input.password, 'login') ? account : undefined;
  }
  const mobileNum = redeemPhoneAuthToken(sandbox, input.password);
  return mobileNum === input.username ? findAccountByMobile(sandbox, mobileNum) : undefined;
}
