import { ENCRYPTION_HEADER, IDEMPOTENCY_KEY_HEADER, MODULE_ID_HEADER, sendFeedback } from '@lobbykit/api-client';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { startOf } from './clock';
import type { SandboxContext } from './context';
import { CONTROL_PREFIX, type ControlTargets } from './controls/control';
import { createControls, SANDBOX_CONTROLS, type SandboxControls } from './controls/controls';
import { answerControls, refuseForeignControlRequests } from './controls/http';
import { answerWithFault, createFaultQueue } from './faults';
import { answerAffiliateApplicationCalls } from './routes/affiliate-application';
import { answerAgentCalls } from './routes/agent';
import { envelope } from './routes/answer';
import { answerAssets } from './routes/assets';
import { answerContractCalls } from './routes/contracts';
import { answerGameCalls } from './routes/games';
import { answerLobbyCalls } from './routes/games-lobby';
import { answerInboxCalls } from './routes/inbox';
import { answerMemberCalls } from './routes/member';
import { answerFeedbackCalls } from './routes/member-feedback';
import { answerMemberRewardCalls } from './routes/member-rewards';
import { answerNoticeCalls } from './routes/notices';
import { answerPlayerProtectionCalls } from './routes/player-protection';
import { answerPointsCalls } from './routes/points';
import { answerRecordCalls } from './routes/records';
import { answerSessionCalls } from './routes/session';
import { answerSupportCalls } from './routes/support';
import { answerSystemCalls } from './routes/system';
import { answerVerificationCalls } from './routes/verification';
import { answerWalletCalls } from './routes/wallet';
import { answerMoneyCalls } from './routes/wallet-money';
import { createKeyRing } from './state/rsa-keys';
import { seededRandom } from './state/seeded-random';
import { holdsSeededWorld, seededWorld } from './state/seeded-worlds';
import { createMemoryStore } from './store/memory-store';
import type { SandboxStore } from './store/store';

/** Options of a sandbox; everything has a default. */
export interface SandboxOptions {
  /** Where state lives; default in memory. */
  store?: SandboxStore;
  /**
   * The base clock in ms; default `Date.now`. `advanceClock` adds to it. The world is seeded at the clock's reading
   * on the first request, or at its start for a `clockFrom(start)` clock, so it is the same world on any day; sandboxes
   * seeded at the same reading with the same seed share one seeded world.
   */
  clock?: () => number;
  /** Randomness for content such as SMS codes; default seeded from `seed`. */
  random?: () => number;
  /** Seed of the default randomness; default 1. */
  seed?: number;
  /**
   * Origins of sites on another address whose pages may call the platform (CORS), e.g. `https://brand.example`.
   * Default none: the site and the sandbox share one origin (`npm start`, the dev proxy, msw), which needs no CORS.
   */
  corsOrigins?: readonly string[];
}

/** The largest request body a platform call takes, in bytes, so no request can exhaust memory; a larger one is answered 413. */
const REQUEST_BODY_LIMIT = 64 * 1024;
/**
 * A feedback carries its images in the JSON body as base64 (at most 3 of 5 MB each, SPEC §5, and room for an
 * oversize one to be answered `image_too_large`), so it has its own limit.
 */
const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;
/** The longest value of each header the platform reads, so no header can be used to exhaust memory; a longer one is answered 400. */
const HEADER_VALUE_LIMITS: Readonly<Record<string, number>> = {
  [IDEMPOTENCY_KEY_HEADER]: 200,
  Authorization: 512,
  [ENCRYPTION_HEADER]: 2048,
  [MODULE_ID_HEADER]: 64,
  Merchant: 64,
  Device: 64,
  Language: 16,
};

const tooLarge = () => envelope.refuse('invalid_request', 413);

/**
 * Answers 413 once a body passes `maxSize`. A body without a length (sent in chunks) is read here and handed on as a
 * new request made from its parts: hono's bodyLimit copies it with `new Request(request, …)`, which Node 24 refuses
 * for the Node server's own request objects, and every chunked body under the limit was answered 500.
 */
function limitBody(maxSize: number): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) return Number(length) > maxSize ? tooLarge() : next();
    const reader = raw.body.getReader();
    const parts: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await reader.cancel();
        return tooLarge();
      }
      parts.push(value);
    }
    const body = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      body.set(part, at);
      at += part.byteLength;
    }
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body, signal: raw.signal });
    return next();
  };
}

/** Bounds every body (uploads by their own limit) and the headers the platform reads. */
function boundInput(): MiddlewareHandler {
  const uploads = limitBody(UPLOAD_BODY_LIMIT);
  const others = limitBody(REQUEST_BODY_LIMIT);
  return async (c, next) => {
    for (const [name, limit] of Object.entries(HEADER_VALUE_LIMITS)) {
      if ((c.req.header(name)?.length ?? 0) > limit) return envelope.refuse('invalid_request', 400);
    }
    return c.req.path === sendFeedback.path ? uploads(c, next) : others(c, next);
  };
}

/** A running stand-in platform: one web-standard handler and its controls. */
export interface Sandbox {
  fetch(request: Request): Promise<Response>;
  controls: SandboxControls;
}

/** Builds a sandbox platform (DESIGN.md: sandbox). */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const store = options.store ?? createMemoryStore();
  const seed = options.seed ?? 1;
  const baseClock = options.clock ?? Date.now;
  let clockOffset = 0;
  const keyRing = createKeyRing(store);
  const context: SandboxContext = {
    store,
    now: () => baseClock() + clockOffset,
    random: options.random ?? seededRandom(seed),
    keys: keyRing.keys,
  };
  const faults = createFaultQueue();

  // The moment this sandbox's world is seeded at, fixed by its first seeding; a reset goes back to that world.
  const clockStart = startOf(baseClock);
  let seedingMoment: number | undefined;
  const worldOfThisSandbox = () => {
    seedingMoment ??= clockStart === undefined ? context.now() : clockStart + clockOffset;
    return seededWorld(seed, seedingMoment);
  };
  // Seeding is async (password hashing), so it runs on first use rather than in this constructor.
  let seeded: Promise<void> | undefined;
  const ensureSeeded = () => {
    seeded ??= (async () => {
      if (holdsSeededWorld(store)) return;
      store.restore(await worldOfThisSandbox());
    })();
    return seeded;
  };

  const targets: ControlTargets = {
    context,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    reset: async () => {
      faults.clear();
      clockOffset = 0;
      const world = await worldOfThisSandbox();
      const keys = store.get('keys', 'rsa');
      store.transaction(() => {
        store.clear();
        if (keys) store.put('keys', 'rsa', keys);
        store.restore(world);
      });
      seeded = Promise.resolve();
    },
    addFault: faults.add,
    seeded: ensureSeeded,
  };
  const controls = createControls(targets);

  const app = new Hono();
  const corsOrigins = new Set(options.corsOrigins ?? []);
  app.use(`${CONTROL_PREFIX}*`, refuseForeignControlRequests);
  app.use(cors({ origin: (origin) => (corsOrigins.has(origin) ? origin : null), maxAge: 600 }));
  app.use(boundInput());
  answerControls(app, SANDBOX_CONTROLS, targets);
  answerAssets(app);
  // Before every other call: its guard enforces protection at login, deposit and launch.
  answerPlayerProtectionCalls(app, context);
  answerSystemCalls(app, context);
  answerSessionCalls(app, context);
  answerVerificationCalls(app, context);
  answerMemberCalls(app, context);
  answerWalletCalls(app, context);
  answerMoneyCalls(app, context);
  answerNoticeCalls(app, context);
  answerGameCalls(app, context);
  answerLobbyCalls(app, context);
  answerSupportCalls(app, context);
  answerPointsCalls(app, context);
  answerRecordCalls(app, context);
  answerInboxCalls(app, context);
  answerMemberRewardCalls(app, context);
  answerFeedbackCalls(app, context);
  answerAffiliateApplicationCalls(app, context);
  answerAgentCalls(app, context);
  answerContractCalls(app, context);
  app.notFound(() => envelope.refuse('function_not_available', 404));
  app.onError((error) => {
    console.error('sandbox error', error);
    return envelope.refuse('unknown_error', 500);
  });

  return {
    async fetch(request) {
      const fault = request.method === 'OPTIONS' ? undefined : faults.take(new URL(request.url).pathname);
      if (fault && !fault.afterHandling) return answerWithFault(fault, request);
      await ensureSeeded();
      if (fault) {
        await app.fetch(request);
        return answerWithFault(fault, request);
      }
      return app.fetch(request);
    },
    controls,
  };
}
