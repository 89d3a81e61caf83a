import { z } from 'zod';
import { lastCaptchaCode } from '../state/captcha';
import { issuePhoneAuthToken } from '../state/phone-auth';
import { lastSmsCode } from '../state/sms';
import { defineControl } from './control';

/** Controls that read what only the player's phone or eyes would know, so a test can act as the player. */
export const secretControls = {
  /** The last SMS code sent to a mobile number, or null. */
  lastSmsCode: defineControl({
    method: 'GET',
    path: 'sms',
    input: z.object({ mobile: z.string().min(1) }),
    inputOf: (mobile: string) => ({ mobile }),
    handle: ({ mobile }, { context }) => ({ code: lastSmsCode(context, mobile) }),
    resultOf: ({ code }) => code,
  }),
  /** The code of the last captcha image issued, or null (so a test can solve it). */
  lastCaptchaCode: defineControl({
    method: 'GET',
    path: 'captcha',
    input: z.object({}),
    inputOf: () => ({}),
    handle: (_input, { context }) => ({ code: lastCaptchaCode(context) }),
    resultOf: ({ code }) => code,
  }),
  /** Plays the external phone-auth provider: an id token for `login` with type `firebase` and this mobile. */
  phoneAuthToken: defineControl({
    method: 'POST',
    path: 'phone-auth',
    input: z.object({ mobileNum: z.string().min(1) }),
    inputOf: (mobile: string) => ({ mobileNum: mobile }),
    handle: ({ mobileNum }, { context }) => ({ idToken: issuePhoneAuthToken(context, mobileNum) }),
    resultOf: ({ idToken }) => idToken,
  }),
  /** The RSA public key for enc bodies, SPKI base64. */
  publicKey: defineControl({
    method: 'GET',
    path: 'public-key',
    input: z.object({}),
    inputOf: () => ({}),
    handle: async (_input, { context }) => ({ publicKey: (await context.keys()).publicKey }),
    resultOf: ({ publicKey }) => publicKey,
  }),
};
