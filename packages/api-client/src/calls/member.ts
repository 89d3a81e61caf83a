import { z } from 'zod/mini';
import { defineCall } from '../call';
import {
  affiliateCheckRequestSchema,
  affiliateSchema,
  avatarSchema,
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  memberInfoSchema,
  registerRequestSchema,
  setPasswordByPhoneRequestSchema,
} from './member.schemas';
import { emptyValueSchema, sessionValueSchema } from './session.schemas';

/** GET /wps/member/info: who is logged in (SPEC §4: fetched at start when a token exists). */
export const getMemberInfo = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: memberInfoSchema,
});

/** GET /wps/member/info/icon: the member's icon. */
export const getMemberIcon = defineCall({
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  token: true,
  enc: false,
  request: z.object({}),
  response: avatarSchema,
});

/** GET /wps/relay/MCSFE_getPlayerAvatar: the player's avatar (SPEC §3: avatar, avatarType). */
export const getPlayerAvatar = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  moduleId: 'PROFPIC3',
  token: true,
  enc: false,
  request: z.object({}),
  response: avatarSchema,
});

/** PUT /wps/member/register (enc): username registration; logs in (stores the token). */
export const register = defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  moduleId: 'REG3',
  token: false,
  enc: true,
  session: 'start',
  request: registerRequestSchema,
  response: sessionValueSchema,
});

/** PUT /wps/member/register/mobile (enc): mobile registration; the username is the mobile number. */
export const registerMobile = defineCall({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  moduleId: 'COMM3',
  token: false,
  enc: true,
  session: 'start',
  request: registerRequestSchema,
  response: sessionValueSchema,
});

/** GET /wps/agent/affiliate: checks an invitation code; an invalid one is refused with invitation_code_error. */
export const checkAffiliate = defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  moduleId: 'AFFMAN3',
  token: false,
  enc: false,
  request: affiliateCheckRequestSchema,
  response: affiliateSchema,
});

/** POST /wps/member/password (enc): changes the logged-in member's password. */
export const changePassword = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  moduleId: 'PASS3',
  token: true,
  enc: true,
  request: changePasswordRequestSchema,
  response: emptyValueSchema,
});

/** POST /wps/member/password/verification (enc): sets a new password with an SMS code; then log in with it (SPEC §4). */
export const setPasswordByPhone = defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  moduleId: 'CHNGPASSVERIF3',
  token: false,
  enc: true,
  request: setPasswordByPhoneRequestSchema,
  response: emptyValueSchema,
});

/** POST form /wps/member/password/email: sends a reset e-mail when username and e-mail match. */
export const forgotPasswordByEmail = defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  form: true,
  request: forgotPasswordByEmailRequestSchema,
  response: emptyValueSchema,
});
