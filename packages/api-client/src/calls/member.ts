import { z } from 'zod/mini';
import { defineCall, MINUTE } from '../call';
import {
  affiliateCheckRequestSchema,
  affiliateSchema,
  avatarChoicesSchema,
  avatarSchema,
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  memberInfoSchema,
  registerRequestSchema,
  setAvatarRequestSchema,
  setPasswordByPhoneRequestSchema,
} from './member.schemas';
import { emptyValueSchema, sessionValueSchema } from './session.schemas';

/** GET /wps/member/info: who is logged in (SPEC §4: fetched at start when a token exists). */
export const getMemberInfo = /* @__PURE__ */ defineCall({
  name: 'getMemberInfo',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: memberInfoSchema,
  policy: { freshness: 'static', staleTime: MINUTE },
});

/** GET /wps/member/info/icon: the member's icon. */
export const getMemberIcon = /* @__PURE__ */ defineCall({
  name: 'getMemberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  token: true,
  enc: false,
  request: z.object({}),
  response: avatarSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/MCSFE_getPlayerAvatar: the player's avatar (SPEC §3: avatar, avatarType). */
export const getPlayerAvatar = /* @__PURE__ */ defineCall({
  name: 'getPlayerAvatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  moduleId: 'PROFPIC3',
  token: true,
  enc: false,
  request: z.object({}),
  response: avatarSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/MCSFE_getAvatarList (ours): the stock avatars a player may pick. */
export const getAvatarChoices = /* @__PURE__ */ defineCall({
  name: 'getAvatarChoices',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvatarList',
  moduleId: 'PROFPIC3',
  token: true,
  enc: false,
  request: z.object({}),
  response: avatarChoicesSchema,
  policy: { freshness: 'static', staleTime: MINUTE },
});

/** POST /wps/relay/MCSFE_updatePlayerAvatar (ours): sets a stock avatar or the player's own square image. */
export const setPlayerAvatar = /* @__PURE__ */ defineCall({
  name: 'setPlayerAvatar',
  method: 'POST',
  path: '/wps/relay/MCSFE_updatePlayerAvatar',
  moduleId: 'PROFPIC3',
  token: true,
  enc: false,
  request: setAvatarRequestSchema,
  response: avatarSchema,
  invalidates: ['getPlayerAvatar', 'getMemberIcon'],
});

/** PUT /wps/member/register (enc): username registration; logs in (stores the token). */
export const register = /* @__PURE__ */ defineCall({
  name: 'register',
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
export const registerMobile = /* @__PURE__ */ defineCall({
  name: 'registerMobile',
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
export const checkAffiliate = /* @__PURE__ */ defineCall({
  name: 'checkAffiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  moduleId: 'AFFMAN3',
  token: false,
  enc: false,
  request: affiliateCheckRequestSchema,
  response: affiliateSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** POST /wps/member/password (enc): changes the logged-in member's password. */
export const changePassword = /* @__PURE__ */ defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  moduleId: 'PASS3',
  token: true,
  enc: true,
  request: changePasswordRequestSchema,
  response: emptyValueSchema,
  invalidates: ['getMemberInfo'],
});

/** POST /wps/member/password/verification (enc): sets a new password with an SMS code; then log in with it (SPEC §4). */
export const setPasswordByPhone = /* @__PURE__ */ defineCall({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  moduleId: 'CHNGPASSVERIF3',
  token: false,
  enc: true,
  request: setPasswordByPhoneRequestSchema,
  response: emptyValueSchema,
});

/** POST form /wps/member/password/email: sends a reset e-mail when username and e-mail match. */
export const forgotPasswordByEmail = /* @__PURE__ */ defineCall({
  name: 'forgotPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  form: true,
  request: forgotPasswordByEmailRequestSchema,
  response: emptyValueSchema,
});
