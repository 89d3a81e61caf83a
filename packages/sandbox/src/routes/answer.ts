import { type CallDefinition, ENCRYPTION_HEADER, IDEMPOTENCY_KEY_HEADER, MODULE_ID_HEADER } from '@lobbykit/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { Rejection, type SandboxMessageKey } from '../rejection';
import { openSealedBody } from '../state/rsa-keys';
import { type Session, touchSession } from '../state/sessions';
import { isModuleOn } from '../state/settings';

/** What a route handler gets besides its checked input. */
export interface AnswerContext {
  sandbox: SandboxContext;
  request: Request;
  /** The caller's session: always set for calls with `token: true`, maybe for `'optional'`. */
  session: Session | null;
  token: string | null;
  /** The `Idempotency-Key` of a money call (always present for `idempotent` calls). */
  idempotencyKey: string | null;
}

type Handler<In extends z.core.$ZodType, Out extends z.core.$ZodType> = (
  input: z.output<In>,
  context: AnswerContext,
) => z.input<Out> | Promise<z.input<Out>>;

/** Envelope answers, as the platform sends them. */
export const envelope = {
  ok: (value: unknown) => Response.json({ success: true, value, message: null }),
  refuse: (messageKey: SandboxMessageKey, status = 200, value: unknown = null) =>
    Response.json({ success: false, value, message: messageKey }, { status }),
};

/**
 * Answers one call of the contract: same method and path as the client's definition, the token and module checks,
 * the body opened (enc) and checked with the call's request schema, the handler's value checked with the response
 * schema. Every failure is an envelope with a message key, never a stack trace.
 */
export function answer<In extends z.core.$ZodType, Out extends z.core.$ZodType>(
  app: Hono,
  sandbox: SandboxContext,
  call: CallDefinition<In, Out>,
  handler: Handler<In, Out>,
): void {
  app.on(call.method, call.path, async (c, next) => {
    const request = c.req.raw;
    // One path may serve several module ids (PLATFORM-FACTS §1.6): a different id belongs to another route.
    const sentModuleId = request.headers.get(MODULE_ID_HEADER);
    if (call.moduleId && sentModuleId && sentModuleId !== call.moduleId) return next();
    if (call.moduleId && !isModuleOn(sandbox.store, call.moduleId)) return envelope.refuse('function_not_available');
    const token = request.headers.get('Authorization');
    const session = call.token ? touchSession(sandbox, token) : null;
    if (call.token === true && !session) return envelope.refuse('in_logged_login', 401);
    const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (call.idempotent && !idempotencyKey) return envelope.refuse('invalid_request', 400);

    let raw: unknown;
    try {
      raw = await readInput(call, request, sandbox);
    } catch {
      return envelope.refuse('invalid_request', 400);
    }
    const input = z.safeParse(call.request, raw);
    if (!input.success) return envelope.refuse('invalid_request', 400, { issues: summarise(input.error) });

    try {
      const value = await handler(input.data, { sandbox, request, session, token, idempotencyKey });
      const checked = z.safeParse(call.response, value);
      if (!checked.success) {
        console.error(`sandbox answer for ${call.path} breaks the contract`, checked.error.issues);
        return envelope.refuse('unknown_error', 500);
      }
      return envelope.ok(value);
    } catch (error) {
      if (error instanceof Rejection) return envelope.refuse(error.messageKey, error.status, error.value ?? null);
      console.error(`sandbox failed on ${call.path}`, error);
      return envelope.refuse('unknown_error', 500);
    }
  });
}

async function readInput(call: CallDefinition, request: Request, sandbox: SandboxContext): Promise<unknown> {
  if (call.method === 'GET' || call.method === 'DELETE') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  if (call.form) return Object.fromEntries(new URLSearchParams(await request.text()));
  const body = JSON.parse((await request.text()) || '{}') as unknown;
  if (!call.enc) return body;
  const encryption = request.headers.get(ENCRYPTION_HEADER);
  const sealed = (body as { value?: unknown } | null)?.value;
  if (!encryption || typeof sealed !== 'string') throw new Error('enc body expected');
  return openSealedBody(await sandbox.keys(), encryption, sealed);
}

function summarise(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
