import { ENCRYPTION_HEADER, IDEMPOTENCY_KEY_HEADER, MODULE_ID_HEADER, sendFeedback } from '@lobbykit/api-client';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { SandboxContext } from './context';
import { createControls, type SandboxControls } from './controls/controls';
import { answerControls, CONTROL_PREFIX, refuseForeignControlRequests } from './controls/http';
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
import { seedAccounts } from './state/seed-accounts';
import { seedMemberCentre } from './state/seed-member-centre';
import { seededRandom } from './state/seeded-random';
import { createMemoryStore } from './store/memory-store';
import type { SandboxStore } from './store/store';

/** Options of a sandbox; everything has a default. */
export interface SandboxOptions {
  /** Where state lives; default in memory. */
  store?: SandboxStore;
  /** The base clock in ms; default `Date.now` (`clockFrom(start)` pins the day it starts on). `advanceClock` adds to it. */
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

/** The largest request body a platform call takes, in bytes (issue 18); a larger one is answered 413. */
const REQUEST_BODY_LIMIT = 64 * 1024;
/**
 * A feedback carries its images in the JSON body as base64 (at most 3 of 5 MB each, SPEC §5, and room for an
 * oversize one to be answered `image_too_large`), so it has its own limit.
 */
const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;
/** The longest value of each header the platform reads; a longer one is answered 400 (issue 18). */
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

/** Bounds every body (uploads by their own limit) and the headers the platform reads. */
function boundInput(): MiddlewareHandler {
  const uploads = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
  const others = bodyLimit({ maxSize: REQUEST_BODY_LIMIT, onError: tooLarge });
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
  const baseClock = options.clock ?? Date.now;
  let clockOffset = 0;
  const keyRing = createKeyRing(store);
  const context: SandboxContext = {
    store,
    now: () => baseClock() + clockOffset,
    random: options.random ?? seededRandom(options.seed ?? 1),
    keys: keyRing.keys,
  };
  const faults = createFaultQueue();

  // Password hashing is async (Web Crypto), so seeding runs on first use rather than in this constructor.
  let seeded: Promise<void> | undefined;
  const ensureSeeded = () => {
    seeded ??= (async () => {
      if (store.get('settings', 'seeded')) return;
      await seedAccounts(context);
      await seedMemberCentre(context);
      store.put('settings', 'seeded', true);
    })();
    return seeded;
  };

  const controls = createControls({
    context,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    reset: async () => {
      const keys = store.get('keys', 'rsa');
      store.transaction(() => {
        store.clear();
        if (keys) store.put('keys', 'rsa', keys);
      });
      faults.clear();
      clockOffset = 0;
      seeded = undefined;
      await ensureSeeded();
    },
    addFault: faults.add,
  });

  const app = new Hono();
  const corsOrigins = new Set(options.corsOrigins ?? []);
  app.use(`${CONTROL_PREFIX}*`, refuseForeignControlRequests);
  app.use(cors({ origin: (origin) => (corsOrigins.has(origin) ? origin : null), maxAge: 600 }));
  app.use(boundInput());
  answerControls(app, controls);
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
