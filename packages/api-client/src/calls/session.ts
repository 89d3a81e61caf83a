import { z } from 'zod/mini';
import { defineCall } from '../call';
import {
  emptyValueSchema,
  freePlayLoginRequestSchema,
  loginRequestSchema,
  sessionValueSchema,
} from './session.schemas';

/** POST /wps/session/login (enc): opens a session and stores its token; a refusal may carry `{ captcha: true }`. */
export const login = /* @__PURE__ */ defineCall({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  token: false,
  enc: true,
  session: 'start',
  request: loginRequestSchema,
  response: sessionValueSchema,
});

/** POST /wps/session/login/freeplay: a trial session (member type 4) when FREEPLAY3 is on. */
export const freePlayLogin = /* @__PURE__ */ defineCall({
  name: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  moduleId: 'FREEPLAY3',
  token: false,
  enc: false,
  session: 'start',
  request: freePlayLoginRequestSchema,
  response: sessionValueSchema,
});

/** DELETE /wps/session/logout: ends the session; the token is cleared even if the call fails (SPEC §4). */
export const logout = /* @__PURE__ */ defineCall({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  session: 'end',
  request: z.object({}),
  response: emptyValueSchema,
});
