import { resolveSystemStatus } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

describe('system status (SPEC §4, PLATFORM-FACTS §6.5)', () => {
  it('reports normal operation, the visitor location and the brand configuration', async () => {
    const status = await platform.client().getSystemStatus();
    expect(resolveSystemStatus(status)).toBe(0);
    expect(status.location).toEqual({ ip: '203.0.113.7', country: 'VN' });
    expect(status.info.brand).toMatchObject({
      merchantCode: 'LOBBYKIT',
      supportedLanguages: ['EN', 'CN', 'JA', 'TH', 'VI', 'TY'],
      defaultLanguage: 'EN',
      currency: 'VND',
    });
    expect(status.info.brand?.publicKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('carries the whitelabel module tree with every module on and the register rules', async () => {
    const status = await platform.client().getSystemStatus();
    const ids = JSON.stringify(status.info.whitelabel);
    for (const modId of ['USERNAMEREG3', 'MOBILENUMREG3', 'FREEPLAY3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3']) {
      expect(ids).toContain(`"modId":"${modId}","enabled":"1"`);
    }
    expect(status.info.register.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
  });

  it('shows maintenance after the status control, and maintenance wins over a region block', async () => {
    await platform.controls.setSystemStatus({ maintenance: true, regionRestriction: true });
    expect(resolveSystemStatus(await platform.client().getSystemStatus())).toBe(1);
  });

  it('shows the region block set over HTTP at /__sandbox/status', async () => {
    const answer = await fetch(`${PLATFORM_URL}/__sandbox/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ regionRestriction: true, location: { country: 'US' } }),
    });
    expect(answer.ok).toBe(true);
    const status = await platform.client().getSystemStatus();
    expect(resolveSystemStatus(status)).toBe(2);
    expect(status.location).toEqual({ ip: '203.0.113.7', country: 'US' });
  });

  it('serves the auth guard flag in info.brand once the brand control turns it on (SPEC §2)', async () => {
    expect((await platform.client().getSystemStatus()).info.brand?.requireLogin).toBeUndefined();
    const answer = await fetch(`${PLATFORM_URL}/__sandbox/brand`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requireLogin: true }),
    });
    expect(answer.ok).toBe(true);
    expect((await platform.client().getSystemStatus()).info.brand?.requireLogin).toBe(true);
    await platform.controls.reset();
    expect((await platform.client().getSystemStatus()).info.brand?.requireLogin).toBeUndefined();
  });

  it('goes back to normal on reset', async () => {
    await platform.controls.setSystemStatus({ maintenance: true });
    await platform.controls.reset();
    expect(resolveSystemStatus(await platform.client().getSystemStatus())).toBe(0);
  });

  it('answers a bad control body with success false and a message key', async () => {
    const answer = await fetch(`${PLATFORM_URL}/__sandbox/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"maintenance":"yes"',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
  });
});
