import { z } from 'zod/mini';
import { defineCall } from '../call';
import {
  captchaImageSchema,
  loginSmsRequestSchema,
  registerSmsRequestSchema,
  smsSentSchema,
} from './verification.schemas';

/** GET /wps/captcha: a fresh captcha image (show it through `captchaImageSrc`). */
export const getCaptcha = /* @__PURE__ */ defineCall({
  name: 'getCaptcha',
  method: 'GET',
  path: '/wps/captcha',
  moduleId: 'CAPTCHA3',
  token: false,
  enc: false,
  request: z.object({}),
  response: captchaImageSchema,
  // Every fetch draws a new image, so a cached one is never reused.
  policy: { freshness: 'static', staleTime: 0 },
});

/** POST /wps/verification/sms/noLogin: SMS code for SMS login and for password reset by phone. */
export const sendLoginSms = /* @__PURE__ */ defineCall({
  name: 'sendLoginSms',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  token: false,
  enc: false,
  request: loginSmsRequestSchema,
  response: smsSentSchema,
});

/** POST /wps/verification/sms/register (REGMOBVERF3): SMS code for username registration. */
export const sendRegisterSms = /* @__PURE__ */ defineCall({
  name: 'sendRegisterSms',
  method: 'POST',
  path: '/wps/verification/sms/register',
  moduleId: 'REGMOBVERF3',
  token: false,
  enc: false,
  request: registerSmsRequestSchema,
  response: smsSentSchema,
});

/** POST /wps/verification/sms/register (MOBILENUMREG3): SMS code for mobile registration. */
export const sendMobileRegisterSms = /* @__PURE__ */ defineCall({
  name: 'sendMobileRegisterSms',
  method: 'POST',
  path: '/wps/verification/sms/register',
  moduleId: 'MOBILENUMREG3',
  token: false,
  enc: false,
  request: registerSmsRequestSchema,
  response: smsSentSchema,
});
