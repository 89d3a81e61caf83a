import { z } from 'zod/mini';
import type { AnySchema, CallContext, CallDefinition } from './call';
import type { EncCodec } from './codec/codec';
import type { EarlyAnswers, WireAnswer } from './early-answers';
import { envelopeSchema } from './envelope';
import { PLATFORM_MESSAGE_KEYS, PlatformError, type PlatformErrorDetails, type PlatformErrorKind } from './errors';
import { IDEMPOTENCY_KEY_HEADER, MODULE_ID_HEADER } from './headers';
import type { TokenStore } from './token-store';

/** Per-call options every send accepts. */
export interface CallOptions {
  /** Aborts the request; the call rejects with kind `aborted`. */
  signal?: AbortSignal;
  /** Overrides the transport's time-out for this call. */
  timeoutMs?: number;
  /** For money calls: one key per user intent, reused when the same intent is retried. */
  idempotencyKey?: string;
  /** A read sent ahead of its screen: its answer is kept for the first send of the same request (`prefetch`). */
  early?: boolean;
}

/** Everything the generic request function needs from the transport. */
export interface RequestRuntime {
  baseUrl: string;
  context: () => CallContext;
  tokenStore: TokenStore;
  codec: EncCodec;
  getPublicKey: () => Promise<string>;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Answers of reads sent ahead of their screens. */
  earlyAnswers?: EarlyAnswers;
}

/** Sends one call: headers, body or query, time-out and abort, envelope and schema check. */
export async function performCall<In extends AnySchema, Out extends AnySchema>(
  runtime: RequestRuntime,
  call: CallDefinition<In, Out>,
  input: z.input<In>,
  options: CallOptions = {},
): Promise<z.output<Out>> {
  const fail: Fail = (kind, messageKey, extra = {}) =>
    new PlatformError({ kind, messageKey, path: call.path, ...extra });

  const parsedInput = z.safeParse(call.request, input ?? {});
  if (!parsedInput.success) throw fail('malformed', PLATFORM_MESSAGE_KEYS.unknown, { cause: parsedInput.error });
  const context = runtime.context();
  const payload = call.withContext ? call.withContext(parsedInput.data, context) : parsedInput.data;

  const headers = new Headers({ Merchant: context.merchant, Device: context.device, Language: context.language });
  if (call.moduleId) headers.set(MODULE_ID_HEADER, call.moduleId);
  const token = runtime.tokenStore.get();
  if (call.token === true && !token) throw fail('session-expired', PLATFORM_MESSAGE_KEYS.sessionExpired);
  // The platform takes the raw token, without a "Bearer" prefix (PLATFORM-FACTS §8.3).
  if (call.token && token) headers.set('Authorization', token);
  if (call.idempotent) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey ?? crypto.randomUUID());

  const url = new URL(call.path, runtime.baseUrl || globalThis.location?.origin || 'http://localhost');
  let body: string | undefined;
  if (call.method === 'GET' || call.method === 'DELETE') {
    appendQuery(url, payload);
  } else if (call.enc) {
    const encoded = await runtime.codec.encode(payload, { getPublicKey: runtime.getPublicKey });
    body = encoded.body;
    for (const [name, value] of Object.entries(encoded.headers)) headers.set(name, value);
    headers.set('Content-Type', 'application/json');
  } else if (call.form) {
    const form = new URLSearchParams();
    appendQuery(form, payload);
    body = form.toString();
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else {
    body = JSON.stringify(payload ?? {});
    headers.set('Content-Type', 'application/json');
  }
  const target = runtime.baseUrl ? url.toString() : `${url.pathname}${url.search}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? runtime.timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  // The same read, for the same language and session, is one request: an early answer to it serves this send.
  const request = call.method === 'GET' ? `${target} ${context.language} ${headers.get('Authorization') ?? ''}` : null;
  try {
    let response: Response;
    let text: string;
    try {
      const early = request && !options.early ? runtime.earlyAnswers?.take(request) : undefined;
      const answer =
        early ??
        runtime
          .fetch(target, { method: call.method, headers, body, signal: controller.signal })
          .then(async (response): Promise<WireAnswer> => ({ response, text: await response.text() }));
      if (request && options.early) runtime.earlyAnswers?.keep(request, answer);
      ({ response, text } = await answer);
    } catch (cause) {
      if (timedOut) throw fail('timeout', PLATFORM_MESSAGE_KEYS.timeout, { cause });
      if (controller.signal.aborted) throw fail('aborted', PLATFORM_MESSAGE_KEYS.unknown, { cause });
      throw fail('network', PLATFORM_MESSAGE_KEYS.network, { cause });
    }
    const value = readEnvelope(runtime, call, response, text, fail);
    if (call.session === 'start') runtime.tokenStore.set(String((value as { token: unknown }).token));
    return value;
  } finally {
    if (call.session === 'end') runtime.tokenStore.set(null);
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

type Fail = (kind: PlatformErrorKind, key: string, extra?: Partial<PlatformErrorDetails>) => PlatformError;

function readEnvelope<Out extends AnySchema>(
  runtime: RequestRuntime,
  call: CallDefinition<AnySchema, Out>,
  response: Response,
  text: string,
  fail: Fail,
): z.output<Out> {
  const status = response.status;
  // Session expiry is signalled by HTTP 401 (our decision; the earlier build shows no code for it).
  // Clearing the token is the one signal: the app's session hears it from the token store and resets.
  const envelope = envelopeSchema.safeParse(parseJson(text));
  if (status === 401) {
    runtime.tokenStore.set(null);
    // A platform that ends a session for a reason (a session time limit) says which in the envelope's message.
    const reason = envelope.success ? envelope.data.message || undefined : undefined;
    throw fail('session-expired', reason ?? PLATFORM_MESSAGE_KEYS.sessionExpired, {
      status,
      serverMessage: reason,
      value: envelope.success ? envelope.data.value : undefined,
    });
  }
  if (envelope.success && !envelope.data.success) {
    const serverMessage = envelope.data.message ?? undefined;
    throw fail('rejected', serverMessage || PLATFORM_MESSAGE_KEYS.unknown, {
      status,
      serverMessage,
      value: envelope.data.value,
    });
  }
  if (!response.ok) throw fail('http', PLATFORM_MESSAGE_KEYS.unknown, { status });
  if (!envelope.success) throw fail('malformed', PLATFORM_MESSAGE_KEYS.unknown, { status, cause: envelope.error });
  const value = z.safeParse(call.response, envelope.data.value);
  if (!value.success) throw fail('malformed', PLATFORM_MESSAGE_KEYS.unknown, { status, cause: value.error });
  return value.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function appendQuery(target: URL | URLSearchParams, payload: unknown): void {
  const params = target instanceof URL ? target.searchParams : target;
  if (!payload || typeof payload !== 'object') return;
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
}
