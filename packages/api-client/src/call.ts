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

/** A minute in ms, for cache policies. */
export const MINUTE = 60_000;

/**
 * How fresh a read must be when a screen shows it.
 * - `live`: the platform's current state that another device or person changes (money, contracts, the team,
 *   invitations, records): read again whenever a screen showing it opens and whenever the tab comes back into view,
 *   and made stale by every write that changes it (the write's `invalidates`).
 * - `static`: catalogues, game lists, settings, notices: kept for `staleTime`, never read again on a tab's return.
 */
export type QueryFreshness = 'live' | 'static';

/** How long a read stays fresh, and whether the app may keep it in sessionStorage (`meta.persist`). */
export interface QueryPolicy {
  /** `static` when left out. */
  freshness?: QueryFreshness;
  staleTime: number;
  /** Session caches of SPEC §3: kept for the whole session and marked for the app's sessionStorage persister. */
  session?: boolean;
}

/** The policy of a live read: never fresh, so what a screen opens on is the platform's state at that moment. */
export const LIVE_QUERY_POLICY: Readonly<QueryPolicy> = { freshness: 'live', staleTime: 0 };

/** Reads without a policy are static and stay fresh for 30 s. */
export const DEFAULT_QUERY_POLICY: Readonly<QueryPolicy> = { freshness: 'static', staleTime: 30_000 };

/** What the transport and the query options know about one platform call: its whole contract, as one value. */
export interface CallDefinition<Request extends AnySchema = AnySchema, Response extends AnySchema = AnySchema> {
  /** The call's name, as exported (`getBalance`): the middle of its query keys, and what `invalidates` lists. */
  name: string;
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
  /** Fills input the transport knows better than the caller (current host, language, merchant). */
  withContext?: (input: z.output<Request>, context: CallContext) => z.output<Request>;
  /** A read's cache policy, live or static; default {@link DEFAULT_QUERY_POLICY}. */
  policy?: QueryPolicy;
  /**
   * Names of the reads a successful write makes stale. Calls that open or end a session need none: every member
   * query goes then. Add a name here when a new write changes what a read shows.
   */
  invalidates?: readonly string[];
}

/** Any call definition, whatever its schemas: what generic code (query options, hooks) takes. */
// biome-ignore lint/suspicious/noExplicitAny: a definition's `withContext` takes its own input, so no narrower type accepts every call.
export type AnyCall = CallDefinition<any, any>;

/** Which part of the cache a call's answers live in: `member` data belongs to the logged-in account. */
export type QueryScope = 'public' | 'member';

/** The scope of a call: calls that need a token hold member data and go at logout. */
export function scopeOf(definition: Pick<CallDefinition, 'token'>): QueryScope {
  return definition.token === true ? 'member' : 'public';
}

/** What the transport knows at the time of a call, for `withContext`. */
export interface CallContext {
  merchant: string;
  language: string;
  device: string;
  host: string;
}

/**
 * Declares a call with its types inferred (method and money flag too). Every file under `calls/` marks the call
 * `@__PURE__`, so a bundler drops the calls an app does not import.
 */
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
