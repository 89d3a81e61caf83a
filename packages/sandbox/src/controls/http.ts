import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { Rejection } from '../rejection';
import { envelope } from '../routes/answer';
import { DEMO_GAME_PATH } from '../routes/games-demo';
import { type AnyControl, addressOf, type ControlFunctions, type ControlTargets } from './control';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isJson = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The controls switch the whole platform (maintenance, the clock) and read secrets (SMS and captcha codes), so only
 * the site's own pages and tools that are no browser may use them (another site must not switch or read them): a request whose `Origin` is another
 * origin, or that a browser marks as sent from another site, is refused, and so is a POST that is not JSON, which a
 * cross-site form or `no-cors` fetch could send without asking. The demo game page is no control: a game vendor's
 * page that any site frames.
 */
export const refuseForeignControlRequests: MiddlewareHandler = async (c, next) => {
  if (c.req.path === DEMO_GAME_PATH) return next();
  const request = c.req.raw;
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  const foreign =
    (origin !== null && origin !== new URL(request.url).origin) ||
    (site !== null && site !== 'same-origin' && site !== 'none') ||
    (!SAFE_METHODS.has(request.method) && !isJson(request.headers.get('Content-Type')));
  return foreign ? envelope.refuse('function_not_available', 403) : next();
};

/** A request's control input: the query string of a GET, the JSON body (empty: `{}`) of a POST. */
async function rawInputOf(control: AnyControl, request: Request): Promise<unknown> {
  if (control.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  return JSON.parse((await request.text()) || '{}') as unknown;
}

/** Mounts each control at its address; answers use the platform's envelope, a bad input 400 `invalid_request`. */
export function answerControls(app: Hono, controls: Record<string, AnyControl>, targets: ControlTargets): void {
  for (const control of Object.values(controls)) {
    app.on(control.method, addressOf(control), async (c) => {
      let raw: unknown;
      try {
        raw = await rawInputOf(control, c.req.raw);
      } catch {
        return envelope.refuse('invalid_request', 400);
      }
      const input = control.input.safeParse(raw);
      if (!input.success) return envelope.refuse('invalid_request', 400);
      try {
        return envelope.ok((await control.handle(input.data, targets)) ?? null);
      } catch (error) {
        if (error instanceof Rejection) return envelope.refuse(error.messageKey, error.status, error.value ?? null);
        if (error instanceof z.core.$ZodError) return envelope.refuse('invalid_request', 400);
        throw error;
      }
    });
  }
}

/** Whatever answers the sandbox's requests: a sandbox, or msw in front of one. */
export interface SandboxHandler {
  fetch(request: Request): Promise<Response>;
}

/**
 * The controls as functions that go through a sandbox's own handler, as a test's HTTP request would (so the world
 * is seeded first); a refusal rejects with `<name> failed: <message key>`.
 */
export function controlsOverFetch<Controls extends Record<string, AnyControl>>(
  sandbox: SandboxHandler,
  controls: Controls,
): ControlFunctions<Controls> {
  const functions = Object.entries(controls).map(([name, control]) => [
    name,
    async (...args: unknown[]) => {
      const input = control.inputOf(...args) as Record<string, unknown>;
      const url = new URL(addressOf(control), 'http://sandbox.local');
      if (control.method === 'GET')
        for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
      const answer = await sandbox.fetch(
        control.method === 'GET'
          ? new Request(url)
          : new Request(url, {
              method: control.method,
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(input),
            }),
      );
      const { success, value, message } = (await answer.json()) as {
        success: boolean;
        value: unknown;
        message: string;
      };
      if (!success) throw new Error(`${name} failed: ${message}`);
      return control.resultOf ? control.resultOf(value) : (value ?? undefined);
    },
  ]);
  return Object.fromEntries(functions) as ControlFunctions<Controls>;
}
