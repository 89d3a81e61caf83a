import { createPlatformClient, type PlatformClient, type PlatformClientConfig } from '@lobbykit/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from '../src';
import { createSandboxHandlers } from '../src/msw';

/** The origin the tests' client talks to; msw hands its requests to the sandbox. */
export const PLATFORM_URL = 'http://platform.test';

/** A sandbox behind msw for one test file, and a way to make clients that talk to it. */
export function useSandbox(options: SandboxOptions = {}) {
  const holder: { sandbox: Sandbox } = { sandbox: createSandbox(options) };
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
    /** A client with its own token store, as one browser tab would have. */
    client(config: Partial<PlatformClientConfig> = {}): PlatformClient & { token(): string | null } {
      let token: string | null = null;
      const client = createPlatformClient({
        baseUrl: PLATFORM_URL,
        merchant: 'LOBBYKIT',
        language: 'EN',
        device: 'WEB',
        host: 'lobbykit.test',
        tokenStore: {
          get: () => token,
          set: (next) => {
            token = next;
          },
        },
        ...config,
      });
      return Object.assign(client, { token: () => token });
    },
  };
}
