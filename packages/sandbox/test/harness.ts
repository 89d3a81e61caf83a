import { createSessionTokenStore } from '@lobbykit/api-client';
import { createPlatformClient, type PlatformClient, type PlatformClientConfig } from '@lobbykit/api-client/client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clockFrom, createSandbox, type Sandbox, type SandboxOptions } from '../src';
import { createSandboxHandlers } from '../src/msw';

/** The origin the tests' client talks to; msw hands its requests to the sandbox. */
export const PLATFORM_URL = 'http://platform.test';

/**
 * The moment every test sandbox is seeded at, unless a test passes its own clock: a Wednesday at noon in the
 * platform's time zone, so no test depends on the day or the hour it runs (seeding-dates.test.ts covers the rest).
 */
export const PINNED_NOW = Date.UTC(2026, 5, 17, 5, 0);

/** A sandbox behind msw for one test file, and a way to make clients that talk to it. */
export function useSandbox(options: SandboxOptions = {}) {
  const holder: { sandbox: Sandbox } = { sandbox: createSandbox({ clock: clockFrom(PINNED_NOW), ...options }) };
  const server = setupServer(
    ...createSandboxHandlers(
      {
        fetch: (request) => holder.sandbox.fetch(request),
        get controls() {
          return holder.sandbox.controls;
        },
      },
      { baseUrl: PLATFORM_URL },
    ),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => holder.sandbox.controls.reset());
  afterAll(() => server.close());

  return {
    get sandbox() {
      return holder.sandbox;
    },
    get controls() {
      return holder.sandbox.controls;
    },
    /** The sandbox clock now: what "today" means to the seeded world. */
    now: () => holder.sandbox.controls.now(),
    /** A client with its own token store, as one browser tab would have. */
    client(config: Partial<PlatformClientConfig> = {}) {
      return platformClientOf(PLATFORM_URL, config);
    },
  };
}

/** A client of the sandbox at `baseUrl` with a token store of its own (in memory), as one browser tab would have. */
export function platformClientOf(
  baseUrl: string,
  config: Partial<PlatformClientConfig> = {},
): PlatformClient & { token(): string | null } {
  const client = createPlatformClient({
    baseUrl,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    host: 'lobbykit.test',
    tokenStore: createSessionTokenStore(null),
    ...config,
  });
  return Object.assign(client, { token: () => client.tokenStore.get() });
}
