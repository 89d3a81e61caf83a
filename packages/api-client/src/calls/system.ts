import { z } from 'zod/mini';
import { defineCall, MINUTE } from '../call';
import { moduleTreeSchema, registerRulesSchema, systemStatusSchema } from './system.schemas';

/** GET /wps/system/status: maintenance, region block and configuration; the current host goes along (SPEC §7). */
export const getSystemStatus = /* @__PURE__ */ defineCall({
  name: 'getSystemStatus',
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({ host: z.optional(z.string()) }),
  response: systemStatusSchema,
  withContext: (input, context) => ({ host: input.host ?? context.host }),
  policy: { freshness: 'static', staleTime: 5 * MINUTE },
});

/** GET /wps/system/whitelabel: the module tree alone. */
export const getWhitelabel = /* @__PURE__ */ defineCall({
  name: 'getWhitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: moduleTreeSchema,
  policy: { freshness: 'static', staleTime: 5 * MINUTE },
});

/** GET /wps/system/setting/register: the registration rule map (cached in session as validators, SPEC §3). */
export const getRegisterSettings = /* @__PURE__ */ defineCall({
  name: 'getRegisterSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  moduleId: 'REG3',
  token: false,
  enc: false,
  request: z.object({}),
  response: registerRulesSchema,
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY, session: true },
});
