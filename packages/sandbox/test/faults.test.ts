import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();
const STATUS = '/wps/system/status';

describe('faults through the sandbox controls (SPEC §8 error catalogue)', () => {
  it('drops the connection: network error', async () => {
    await platform.controls.failNext(STATUS, { network: true });
    expect((await failure(platform.client().getSystemStatus())).messageKey).toBe('in_network_again');
    await expect(platform.client().getSystemStatus()).resolves.toBeTruthy();
  });

  it('answers 503: http error with unknown_error', async () => {
    await platform.controls.failNext(STATUS, { status: 503 });
    expect(await failure(platform.client().getSystemStatus())).toMatchObject({ kind: 'http', status: 503 });
  });

  it('stalls: the client times out with timeout_retry_please', async () => {
    await platform.controls.failNext(STATUS, { stall: true });
    const error = await failure(platform.client({ timeoutMs: 30 }).getSystemStatus());
    expect([error.kind, error.messageKey]).toEqual(['timeout', 'timeout_retry_please']);
  });

  it('answers a malformed body: malformed with unknown_error', async () => {
    await platform.controls.failNext(STATUS, { body: { success: true, value: { maintenance: 'maybe', info: [] } } });
    expect((await failure(platform.client().getSystemStatus())).kind).toBe('malformed');
  });

  it('lets the caller abort a stalled call', async () => {
    await platform.controls.failNext(STATUS, { stall: true });
    const controller = new AbortController();
    const pending = platform.client().getSystemStatus({}, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('is set over HTTP too, at /__sandbox/fail-next', async () => {
    await fetch(`${PLATFORM_URL}/__sandbox/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: STATUS, status: 500 }),
    });
    expect((await failure(platform.client().getSystemStatus())).status).toBe(500);
  });
});

describe('bad request bodies (success false with a message key, never a stack)', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    platform.sandbox.fetch(
      new Request(`${PLATFORM_URL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
    );

  it('refuses broken JSON, a plain body on an enc call and a broken sealed body', async () => {
    for (const answer of [
      await post('/wps/verification/sms/noLogin', '{"mobileNum":'),
      await post('/wps/session/login', JSON.stringify({ username: 'player1', password: 'Player123' })),
      await post('/wps/session/login', JSON.stringify({ value: 'AAAA' }), { Encryption: 'AAAA' }),
    ]) {
      expect(answer.status).toBe(400);
      const body = await answer.json();
      expect(body).toMatchObject({ success: false, message: 'invalid_request' });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|Error:/);
    }
  });

  it('answers an unknown path with function_not_available', async () => {
    const answer = await platform.sandbox.fetch(new Request(`${PLATFORM_URL}/wps/relay/NOPE_nothing`));
    expect([answer.status, (await answer.json()).message]).toEqual([404, 'function_not_available']);
  });
});
