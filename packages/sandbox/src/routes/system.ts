import { CUSTOMER_SERVICE_LIVE_CHAT } from '@lobbykit/api-client';
import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { sealCustomerServicePath } from '../state/customer-service';
import { gameCdnsOf } from '../state/game-cdns';
import { seedCustomerService, seedDomainRoutes, seedResources } from '../state/seed-content';
import { readSetting } from '../state/settings';
import { answer } from './answer';

/** Status, whitelabel tree and register settings (SPEC §7, PLATFORM-FACTS §6.5). */
export function answerSystemCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getSystemStatus, async () => {
    const { store } = sandbox;
    const system = readSetting(store, 'system');
    const { publicKey } = await sandbox.keys();
    return {
      maintenance: system.maintenance,
      regionRestriction: system.regionRestriction,
      location: system.location,
      info: {
        whitelabel: readSetting(store, 'moduleTree'),
        register: readSetting(store, 'registerRules'),
        resources: seedResources,
        customerService: await Promise.all(
          seedCustomerService.map(async ({ url, ...channel }) => ({
            ...channel,
            path: channel.type === CUSTOMER_SERVICE_LIVE_CHAT ? await sealCustomerServicePath(url) : url,
          })),
        ),
        // Empty unless the setGameCdns control filled them: images and games come from the sandbox's own origin.
        ...gameCdnsOf(store),
        analytics: null,
        mainDomain: 'lobbykit.test',
        domainRoute: seedDomainRoutes,
        brand: { ...readSetting(store, 'brand'), publicKey },
      },
    };
  });
  answer(app, sandbox, platformCalls.getWhitelabel, () => readSetting(sandbox.store, 'moduleTree'));
  answer(app, sandbox, platformCalls.getRegisterSettings, () => readSetting(sandbox.store, 'registerRules'));
}
