import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { findAccountByMobile } from '../state/accounts';
import { issueCaptcha } from '../state/captcha';
import { checkSecurityChallenge } from '../state/security-check';
import { sendSmsCode } from '../state/sms';
import { answer } from './answer';

/** Captcha images and SMS codes with expiry and rate limits (SPEC §4, §9). */
export function answerVerificationCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getCaptcha, () => issueCaptcha(sandbox).image);

  // A code goes out whether or not the number has an account, so the answer reveals nothing.
  answer(app, sandbox, platformCalls.sendLoginSms, (input) => {
    checkSecurityChallenge(sandbox, input.challenge);
    return { expiredMinutes: sendSmsCode(sandbox, input.mobileNum, 'login') };
  });

  const sendRegisterCode = (input: { mobileNo: string; challenge?: Record<string, unknown> }) => {
    checkSecurityChallenge(sandbox, input.challenge);
    if (findAccountByMobile(sandbox, input.mobileNo)) throw new Rejection('mobile_taken');
    return { expiredMinutes: sendSmsCode(sandbox, input.mobileNo, 'register') };
  };
  answer(app, sandbox, platformCalls.sendRegisterSms, sendRegisterCode);
  answer(app, sandbox, platformCalls.sendMobileRegisterSms, sendRegisterCode);
}
