import { platformCalls } from '@lobbykit/api-client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
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
        resources: [],
        customerService: [],
        imageCDNs: [],
        launchGameCDNs: [],
        analytics: null,
        mainDomain: null,
        brand: { ...readSetting(store, 'brand'), publicKey },
      },
    };
  });
  answer(app, sandbox, platformCalls.getWhitelabel, () => readSetting(sandbox.store, 'moduleTree'));
  answer(app, sandbox, platformCalls.getRegisterSettings, () => readSetting(sandbox.store, 'registerRules'));
}
