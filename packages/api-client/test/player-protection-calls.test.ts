import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelLimitChange,
  createTransport,
  deposit,
  getActivityStatement,
  getPlayerProtection,
  getSessionSummary,
  isPlatformError,
  PLAYER_PROTECTION_MESSAGE_KEYS,
  type PlatformError,
  selfExclude,
  setLimit,
  setSessionLimit,
  withdraw,
} from '../src';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeTransport() {
  const store = { token: 'token-1' as string | null };
  const transport = createTransport({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    tokenStore: {
      get: () => store.token,
      set: (next) => {
        store.token = next;
      },
    },
  });
  return { transport, store };
}

const protection = {
  jurisdiction: 'default',
  now: 1_000,
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      amount: '100.00',
      used: '40.00',
      left: '60.00',
      periodStart: 0,
      periodEnd: 86_400_000,
      pending: { amount: null, effectiveAt: 86_401_000 },
    },
  ],
  sessionLimit: null,
  realityCheckMinutes: 30,
  exclusion: null,
};

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('player protection calls', () => {
  it('reads the protection state with the token and its pending removal', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${BASE}/wps/relay/MCSFE_getPlayerProtection`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, value: protection });
      }),
    );
    const state = await makeTransport().transport.send(getPlayerProtection);
    expect(state.limits[0]?.pending).toEqual({ amount: null, effectiveAt: 86_401_000 });
    expect([seen[0]?.headers.get('Authorization'), seen[0]?.headers.get('Module-Id')]).toEqual([
      'token-1',
      'RESPGAME3',
    ]);
  });

  it('sends a removal as amount null and refuses a zero or negative limit before sending', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/wps/relay/MCSFE_setLimit`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          value: { outcome: 'pending', effectiveAt: 86_401_000, protection },
        });
      }),
    );
    const { transport } = makeTransport();
    const change = await transport.send(setLimit, { kind: 'deposit', period: 'day', amount: null });
    expect([change.outcome, bodies]).toEqual(['pending', [{ kind: 'deposit', period: 'day', amount: null }]]);
    for (const amount of ['0.00', '-5.00', '1.234']) {
      expect((await failure(transport.send(setLimit, { kind: 'loss', period: 'week', amount }))).kind).toBe(
        'malformed',
      );
    }
    expect(bodies).toHaveLength(1);
  });

  it('takes a session limit within 5 minutes and 24 hours only', async () => {
    const { transport } = makeTransport();
    for (const minutes of [4, 24 * 60 + 1, 30.5]) {
      expect((await failure(transport.send(setSessionLimit, { minutes }))).kind).toBe('malformed');
    }
  });

  it('cancels a money limit by kind and period, the session limit by kind alone', async () => {
    const { transport } = makeTransport();
    expect((await failure(transport.send(cancelLimitChange, { kind: 'session', period: 'day' }))).kind).toBe(
      'malformed',
    );
    expect((await failure(transport.send(cancelLimitChange, { kind: 'deposit' }))).kind).toBe('malformed');
  });

  it('refuses a self-exclusion term no profile offers before sending', async () => {
    const { transport } = makeTransport();
    // @ts-expect-error: not a term
    expect((await failure(transport.send(selfExclude, { term: '2w' }))).kind).toBe('malformed');
  });

  it('reads the session summary and the activity statement', async () => {
    server.use(
      http.get(`${BASE}/wps/relay/MCSFE_getSessionSummary`, () =>
        HttpResponse.json({
          success: true,
          value: {
            startedAt: 0,
            now: 90_000,
            elapsedSeconds: 90,
            bets: '30.00',
            wins: '12.50',
            net: '-17.50',
            endsAt: null,
            realityCheckMinutes: null,
          },
        }),
      ),
      http.get(`${BASE}/wps/relay/ODSFE2_activityStatement`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json({
          success: true,
          value: {
            startTime: Number(query.get('startTime')),
            endTime: Number(query.get('endTime')),
            deposits: '100.00',
            withdrawals: '20.00',
            depositsLessWithdrawals: '80.00',
            bets: '30.00',
            wins: '12.50',
            betsLessWins: '17.50',
          },
        });
      }),
    );
    const { transport } = makeTransport();
    expect((await transport.send(getSessionSummary)).net).toBe('-17.50');
    const statement = await transport.send(getActivityStatement, { startTime: 10, endTime: 20 });
    expect([statement.startTime, statement.endTime, statement.depositsLessWithdrawals]).toEqual([10, 20, '80.00']);
  });

  it('reads the protection state and the session summary live', () => {
    expect([getPlayerProtection.policy?.freshness, getSessionSummary.policy?.freshness]).toEqual(['live', 'live']);
  });

  it('has deposits make the limits’ usage stale, and deposits and withdrawals the activity statement', () => {
    expect(deposit.invalidates).toEqual(expect.arrayContaining(['getPlayerProtection', 'getActivityStatement']));
    expect(withdraw.invalidates).toEqual(expect.arrayContaining(['getActivityStatement']));
    expect(setLimit.invalidates).toEqual(expect.arrayContaining(['getPlayerProtection']));
  });

  it('tells why a session ended when the platform says so with its 401', async () => {
    server.use(
      http.get(`${BASE}/wps/relay/MCSFE_getSessionSummary`, () =>
        HttpResponse.json({ success: false, message: 'session_time_limit_ended' }, { status: 401 }),
      ),
    );
    const { transport, store } = makeTransport();
    const error = await failure(transport.send(getSessionSummary));
    expect([error.kind, error.messageKey, store.token]).toEqual(['session-expired', 'session_time_limit_ended', null]);
    expect(PLAYER_PROTECTION_MESSAGE_KEYS).toContain('session_time_limit_ended');
  });
});
