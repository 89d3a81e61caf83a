import { http } from 'msw';
import type { Sandbox } from '../sandbox';

/** Path prefixes the sandbox answers: the platform's three gateways, its art and its controls. */
export const SANDBOX_PATH_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__sandbox/', '/sandbox-assets/'] as const;

/** Options of the msw handlers. */
export interface SandboxHandlerOptions {
  /** Only requests to this origin are answered; default any origin (the site talks to its own). */
  baseUrl?: string;
}

/** msw request handlers that hand platform requests to the sandbox (Storybook, vitest, in-browser demo). */
export function createSandboxHandlers(sandbox: Sandbox, options: SandboxHandlerOptions = {}) {
  const origin = options.baseUrl ? new URL(options.baseUrl).origin : null;
  return [
    http.all(
      ({ request }) => {
        const url = new URL(request.url);
        if (origin && url.origin !== origin) return false;
        return SANDBOX_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
      },
      ({ request }) => sandbox.fetch(request),
    ),
  ];
}
