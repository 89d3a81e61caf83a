import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { platformClientOf } from './harness';

const { member } = SEED_ACCOUNTS;

describe('100 concurrent money requests over HTTP on SQLite', () => {
  let dataDir: string;
  let server: SandboxServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-money-'));
    server = await startSandboxServer({ port: 0, dataDir, reset: true });
    // The first request seeds the world: here, so no test's time limit includes it.
    await fetch(`${server.url}/__sandbox/clock`);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const clientOf = () => {
    return platformClientOf(server.url);
  };

  it('moves money once for 100 concurrent requests that share one idempotency key', async () => {
    const client = clientOf();
    await client.login(member);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.transfer({ from: 'MAIN', to: 'PG', amount: '5.00' }, { idempotencyKey: 'double-click' }),
      ),
    );
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    const balance = await client.getBalance();
    expect([balance.main, balance.wallets.find((w) => w.wallet === 'PG')?.balance]).toEqual(['1229.50', '105.00']);
  });

  it('never overdraws under 100 concurrent requests with different keys', async () => {
    const client = clientOf();
    await client.login(member);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        client.transfer({ from: 'EVO', to: 'MAIN', amount: '0.50' }, { idempotencyKey: `drain-${index}` }),
      ),
    );
    // EVO holds 25.75: exactly 51 transfers of 0.50 fit.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(51);
    expect((await client.getBalance()).wallets.find((w) => w.wallet === 'EVO')?.balance).toBe('0.25');
  });

  it('keeps balances across a restart of the server', async () => {
    await server.close();
    server = await startSandboxServer({ port: 0, dataDir });
    const client = clientOf();
    await client.login(member);
    expect((await client.getBalance()).wallets.find((w) => w.wallet === 'EVO')?.balance).toBe('0.25');
  });
});
