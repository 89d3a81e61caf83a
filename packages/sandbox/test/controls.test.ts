import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clockFrom, createSandbox, moneyControls } from '../src';
import { SANDBOX_CONTROLS } from '../src/controls/controls';
import { Rejection } from '../src/rejection';
import { PINNED_NOW, PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

/** A control request as a test tool sends it: no Origin, JSON. */
const send = (method: string, path: string, body?: string) =>
  fetch(`${PLATFORM_URL}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body }),
  });

describe('sandbox controls: one declaration gives the function and the HTTP route', () => {
  it('answers every control at its address, and a bad input there with 400 invalid_request', async () => {
    for (const [name, control] of Object.entries(SANDBOX_CONTROLS)) {
      const path = `/__sandbox/${control.path}`;
      const answer = control.method === 'GET' ? await send('GET', path) : await send('POST', path, '{"no json');
      const envelope = (await answer.json()) as { success: boolean; message: string | null };
      expect(answer.status, name).not.toBe(404);
      if (control.method === 'POST') expect([answer.status, envelope.message], name).toEqual([400, 'invalid_request']);
    }
  });

  it('does the same through the function and over HTTP', async () => {
    await expect(platform.controls.setLanguages({ specPair: true })).resolves.toEqual(['EN', 'TY']);
    const answer = await send('POST', '/__sandbox/languages', JSON.stringify({ specPair: false, arabic: true }));
    expect(await answer.json()).toEqual({
      success: true,
      value: { supportedLanguages: ['EN', 'CN', 'JA', 'TH', 'VI', 'TY', 'AR'] },
      message: null,
    });
    expect((await platform.client().getSystemStatus()).info.brand?.supportedLanguages).toContain('AR');
  });

  it('refuses through the function with a Rejection, and over HTTP with its key and status', async () => {
    const refused = await platform.controls.setGameMaintenance('no-such-game', true).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Rejection);
    expect((refused as Rejection).messageKey).toBe('game_not_found');
    const answer = await send('POST', '/__sandbox/games/maintenance', '{"nodeId":"no-such-game","maintenance":true}');
    expect([answer.status, ((await answer.json()) as { message: string }).message]).toEqual([404, 'game_not_found']);
  });

  it('reads the seeded world through a function before any request, as over HTTP', async () => {
    const sandbox = createSandbox({ clock: clockFrom(PINNED_NOW) });
    const direct = await sandbox.controls.balances('player1');
    expect(direct.wallets.MAIN).toBe('1234.50');
    expect(await moneyControls(sandbox).balances('player1')).toEqual(direct);
  });

  it('are each documented in the README, by function and by address', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const [name, control] of Object.entries(SANDBOX_CONTROLS)) {
      expect(readme, name).toContain(`| \`${name}(`);
      expect(readme, name).toContain(`${control.method} /__sandbox/${control.path}`);
    }
  });
});
