import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTransport, getSystemStatus, isPlatformError } from '../src';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const status = { maintenance: false, regionRestriction: false, location: { ip: '1.2.3.4', country: 'VN' }, info: {} };

/** A platform that counts the status reads it answers, each with the next answer of `answers`. */
function platform(answers: Array<() => Response> = [() => HttpResponse.json({ success: true, value: status })]) {
  const seen: string[] = [];
  server.use(
    http.get(`${BASE}/wps/system/status`, ({ request }) => {
      seen.push(request.headers.get('Language') ?? '');
      return (answers[seen.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return seen;
}

function transport(language: () => string = () => 'EN') {
  let token: string | null = null;
  return createTransport({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language,
    device: 'WEB',
    host: 'brand.test',
    tokenStore: { get: () => token, set: (next) => (token = next) },
  });
}

describe('reads sent ahead of their screens (prefetch)', () => {
  it('answers the first send of the same read from the read already sent, asking the platform once', async () => {
    const seen = platform();
    const sender = transport();
    sender.prefetch(getSystemStatus);
    await expect(sender.send(getSystemStatus)).resolves.toMatchObject({ location: { country: 'VN' } });
    expect(seen).toHaveLength(1);
  });

  it('asks again for a second send, and for a send in another language', async () => {
    const seen = platform();
    let language = 'EN';
    const sender = transport(() => language);
    sender.prefetch(getSystemStatus);
    language = 'JA';
    await sender.send(getSystemStatus);
    language = 'EN';
    await sender.send(getSystemStatus);
    await sender.send(getSystemStatus);
    expect(seen).toEqual(['EN', 'JA', 'EN']);
  });

  it('gives a failed early read to the send that takes it, checked like its own, and never rejects itself', async () => {
    platform([() => HttpResponse.json({ success: true, value: { maintenance: 'not a flag' } })]);
    const sender = transport();
    sender.prefetch(getSystemStatus);
    const error = await sender.send(getSystemStatus).catch((caught: unknown) => caught);
    expect(isPlatformError(error) && error.kind).toBe('malformed');
  });
});
