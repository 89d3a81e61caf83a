import { z } from 'zod/mini';
import { defineCall, MINUTE } from '../call';
import {
  countriesSchema,
  customerServiceSchema,
  domainRoutesSchema,
  helpCentreRequestSchema,
  helpCentreSchema,
} from './support.schemas';

/** GET /wps/system/customerService (path our decision; SPEC §7 does not show it): chat and messaging channels. */
export const getCustomerService = /* @__PURE__ */ defineCall({
  name: 'getCustomerService',
  method: 'GET',
  path: '/wps/system/customerService',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: customerServiceSchema,
  policy: { freshness: 'static', staleTime: 30 * MINUTE },
});

/** GET /wps/system/countryCode (path our decision; SPEC §7 does not show it): dialing codes for the picker. */
export const getCountryCodes = /* @__PURE__ */ defineCall({
  name: 'getCountryCodes',
  method: 'GET',
  path: '/wps/system/countryCode',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: countriesSchema,
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY },
});

/** GET /wps/system/domainRoute: the domains the site may use, with their speed. */
export const getDomainRoutes = /* @__PURE__ */ defineCall({
  name: 'getDomainRoutes',
  method: 'GET',
  path: '/wps/system/domainRoute',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: domainRoutesSchema,
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY, session: true },
});

/** GET /wps/system/helpCenter: help topics in the current language. */
export const getHelpCentre = /* @__PURE__ */ defineCall({
  name: 'getHelpCentre',
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: helpCentreRequestSchema,
  response: helpCentreSchema,
  withContext: (input, context) => ({ ...input, lang: input.lang ?? context.language }),
  policy: { freshness: 'static', staleTime: 30 * MINUTE },
});
