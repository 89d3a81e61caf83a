import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { SEED_PAYMENT_PASSWORD } from '../src/state/payment-passwords';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { platformClientOf } from './harness';

const { member } = SEED_ACCOUNTS;
const paymentPassword = SEED_PAYMENT_PASSWORD;

describe('100 concurrent points requests over HTTP on SQLite (the same key never moves money twice)', () => {
  let dataDir: string;
  let server: SandboxServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-points-'));
    server = await startSandboxServer({ port: 0, dataDir, reset: true });
    // The first request seeds the world: here, so no test's time limit includes it.
    await fetch(`${server.url}/__sandbox/clock`);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const loggedIn = async () => {
    const client = platformClientOf(server.url);
    await client.login(member);
    return client;
  };
  const main = async (client: Awaited<ReturnType<typeof loggedIn>>) =>
    (await client.getBalance()).wallets.find((wallet) => wallet.wallet === 'MAIN')?.balance;

  it('converts once for 100 concurrent requests that share one idempotency key', async () => {
    const client = await loggedIn();
    const points = (await client.getPointBalance()).points;
    const money = await main(client);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.convertPoints({ points: 100, paymentPassword }, { idempotencyKey: 'double-click' }),
      ),
    );
    expect(new Set(results.map((result) => result.referenceNo)).size).toBe(1);
    expect((await client.getPointBalance()).points).toBe(points - 100);
    expect(await main(client)).toBe((Number(money) + 10).toFixed(2));
  });

  it('never spends more points than there are under 100 concurrent redeems with different keys', async () => {
    const client = await loggedIn();
    const points = (await client.getPointBalance()).points;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        client.redeemPointReward({ goodsId: 'G01', paymentPassword }, { idempotencyKey: `spree-${index}` }),
      ),
    );
    const done = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(done).toBe(Math.min(100, Math.floor(points / 150)));
    expect((await client.getPointBalance()).points).toBe(points - done * 150);
    expect((await client.getRedeemRecords({ status: 'In Process', pageSize: 100 })).total).toBe(done + 1);
  });
});
