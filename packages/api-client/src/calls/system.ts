import { z } from 'zod/mini';
import { defineCall } from '../call';
import { moduleTreeSchema, registerRulesSchema, systemStatusSchema } from './system.schemas';

/** GET /wps/system/status: maintenance, region block and configuration; the current host goes along (SPEC §7). */
export const getSystemStatus = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({ host: z.optional(z.string()) }),
  response: systemStatusSchema,
  withContext: (input, context) => ({ host: input.host ?? context.host }),
});

/** GET /wps/system/whitelabel: the module tree alone. */
export const getWhitelabel = defineCall({
  method: 'GET',
  path: '/wps/system/whitelabel',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: moduleTreeSchema,
});

/** GET /wps/system/setting/register: the registration rule map (cached in session as validators, SPEC §3). */
export const getRegisterSettings = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  moduleId: 'REG3',
  token: false,
  enc: false,
  request: z.object({}),
  response: registerRulesSchema,
});
