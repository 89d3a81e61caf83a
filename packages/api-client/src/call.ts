import type { z } from 'zod/mini';

/** HTTP methods the platform's gateway uses. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Whether a call carries the session token: `true` needs one (no token → `session-expired` before any request),
 * `'optional'` sends it when there is one (e.g. announcements differ for logged-in users), `false` never sends it.
 */
export type TokenFlag = boolean | 'optional';

/** Any zod 4 schema: the platform's calls use zod/mini, a brand's own calls may use classic zod as well. */
export type AnySchema = z.core.$ZodType;

/** What the client knows about one platform call: the whole contract of that call, as data. */
export interface CallDefinition<Request extends AnySchema = AnySchema, Response extends AnySchema = AnySchema> {
  method: CallMethod;
  /** Root-relative path, e.g. `/wps/session/login` (PLATFORM-FACTS §1). */
  path: string;
  /** Module id sent in the `Module-Id` header; `null` where the earlier build had none. */
  moduleId: string | null;
  token: TokenFlag;
  /** Body goes through the enc codec (PLATFORM-FACTS §1.6 lists the seven encrypted calls). */
  enc: boolean;
  /** Body sent as `application/x-www-form-urlencoded` instead of JSON. */
  form?: boolean;
  /** `'start'`: a success stores `value.token` in the token store; `'end'`: the token is cleared however it ends. */
  session?: 'start' | 'end';
  /** A money move: carries an `Idempotency-Key` header, one key per user intent. */
  idempotent?: boolean;
  /** Checks the caller's input; GET and DELETE inputs become the query string, others the body. */
  request: Request;
  /** Checks the envelope's `value`. */
  response: Response;
  /** Fills input the client knows better than the caller (current host, language, merchant). */
  withContext?: (input: z.output<Request>, context: CallContext) => z.output<Request>;
}

/** What the client knows at the time of a call, for `withContext`. */
export interface CallContext {
  merchant: string;
  language: string;
  device: string;
  host: string;
}

/** Declares a call with its types inferred (method and money flag too); every file under `calls/` uses it. */
export function defineCall<
  Request extends AnySchema,
  Response extends AnySchema,
  const Method extends CallMethod,
  const Idempotent extends boolean = false,
>(
  definition: CallDefinition<Request, Response> & { method: Method; idempotent?: Idempotent },
): CallDefinition<Request, Response> & { method: Method; idempotent?: Idempotent } {
  return definition;
}

/** The input a caller passes to a call. */
export type CallInput<D> = D extends { request: infer Request extends AnySchema } ? z.input<Request> : never;
/** The value a call resolves with, after its schema checked it. */
export type CallOutput<D> = D extends { response: infer Response extends AnySchema } ? z.output<Response> : never;
