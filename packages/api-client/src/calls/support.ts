import { z } from 'zod/mini';
import { defineCall } from '../call';
import {
  countriesSchema,
  customerServiceSchema,
  domainRoutesSchema,
  helpCentreRequestSchema,
  helpCentreSchema,
} from './support.schemas';

/** GET /wps/system/customerService (path our decision; SPEC §7 does not show it): chat and messaging channels. */
export const getCustomerService = defineCall({
  method: 'GET',
  path: '/wps/system/customerService',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: customerServiceSchema,
});

/** GET /wps/system/countryCode (path our decision; SPEC §7 does not show it): dialing codes for the picker. */
export const getCountryCodes = defineCall({
  method: 'GET',
  path: '/wps/system/countryCode',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: countriesSchema,
});

/** GET /wps/system/domainRoute: the domains the site may use, with their speed. */
export const getDomainRoutes = defineCall({
  method: 'GET',
  path: '/wps/system/domainRoute',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: z.object({}),
  response: domainRoutesSchema,
});

/** GET /wps/system/helpCenter: help topics in the current language. */
export const getHelpCentre = defineCall({
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: helpCentreRequestSchema,
  response: helpCentreSchema,
  withContext: (input, context) => ({ ...input, lang: input.lang ?? context.language }),
});
