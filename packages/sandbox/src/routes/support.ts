import { CUSTOMER_SERVICE_LIVE_CHAT } from '@lobbykit/api-client';
import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { sealCustomerServicePath } from '../state/customer-service';
import { seedCountries, seedCustomerService, seedDomainRoutes } from '../state/seed-content';
import { helpTopicsIn } from '../state/seed-help';
import { answer } from './answer';

/** Customer service, country codes, domain routes and the help centre. */
export function answerSupportCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getCustomerService, async () => ({
    version: {
      pathList: await Promise.all(
        seedCustomerService.map(async ({ url, ...channel }) => ({
          ...channel,
          path: channel.type === CUSTOMER_SERVICE_LIVE_CHAT ? await sealCustomerServicePath(url) : url,
        })),
      ),
    },
  }));
  answer(app, sandbox, platformCalls.getCountryCodes, () => seedCountries);
  answer(app, sandbox, platformCalls.getDomainRoutes, () => seedDomainRoutes);
  answer(app, sandbox, platformCalls.getHelpCentre, (input) => ({ helpContent: helpTopicsIn(input.lang ?? 'EN') }));
}
