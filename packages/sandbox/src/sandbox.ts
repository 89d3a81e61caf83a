import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxContext } from './context';
import { createControls, type SandboxControls } from './controls/controls';
import { answerControls } from './controls/http';
import { answerWithFault, createFaultQueue } from './faults';
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
  app.use(cors({ origin: (origin) => origin || '*', maxAge: 600 }));
  answerControls(app, controls);
  answerAssets(app);
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
      if (fault) return answerWithFault(fault, request);
      await ensureSeeded();
      return app.fetch(request);
    },
    controls,
  };
}
