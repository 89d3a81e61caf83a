import { readContractFlags } from '@lobbykit/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fromBase64,
  IDEMPOTENCY_KEY_HEADER,
  isPlatformError,
  MODULE_ID_HEADER,
  type PlatformError,
  toFeedbackImage,
} from '../src';
import { createPlatformClient } from '../src/client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeClient(token: string | null = 'token-1', sealed: unknown[] = []) {
  return createPlatformClient({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    host: 'brand.test',
    tokenStore: { get: () => token, set: () => {} },
    codec: {
      encode: async (payload) => {
        sealed.push(payload);
        return { body: JSON.stringify({ value: 'sealed' }), headers: { Encryption: 'wrapped-key' } };
      },
    },
  });
}

function answerWith(path: string, value: unknown) {
  const seen: Request[] = [];
  server.use(
    http.all(`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ success: true, value, message: null });
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const record = {
  referenceNo: 'RD1',
  goodsId: 'G02',
  goodsName: 'Coffee voucher',
  quantity: 1,
  pointsRequirement: 100,
  amountRequirement: '0.00',
  status: 'In Process',
  applyTime: 1,
};

describe('password-checked points calls (SPEC §7 Points, PLATFORM-FACTS §1.5)', () => {
  it('sends a redeem through the enc codec with the payment password, PTSYS3 and one key per intent', async () => {
    const seen = answerWith('/wps/relay/passwordCheck/MCS2_redeemPointReward', { record, points: 900 });
    const sealed: unknown[] = [];
    const client = makeClient('token-1', sealed);
    await client.redeemPointReward({ goodsId: 'G02', paymentPassword: '246810' }, { idempotencyKey: 'intent-7' });
    await client.redeemPointReward({ goodsId: 'G02', paymentPassword: '246810' }, { idempotencyKey: 'intent-7' });
    expect(sealed).toEqual([
      { goodsId: 'G02', quantity: 1, paymentPassword: '246810' },
      { goodsId: 'G02', quantity: 1, paymentPassword: '246810' },
    ]);
    const [first, again] = seen;
    expect(await first?.text()).toBe('{"value":"sealed"}');
    expect(first?.headers.get('Encryption')).toBe('wrapped-key');
    expect(first?.headers.get(MODULE_ID_HEADER)).toBe('PTSYS3');
    expect([first?.headers.get(IDEMPOTENCY_KEY_HEADER), again?.headers.get(IDEMPOTENCY_KEY_HEADER)]).toEqual([
      'intent-7',
      'intent-7',
    ]);
  });

  it('gives a conversion a fresh idempotency key when the caller names none', async () => {
    const seen = answerWith('/wps/relay/passwordCheck/MCS2_convertPoint', {
      referenceNo: 'TX1',
      convertedPoints: 100,
      amount: '10.00',
      points: 0,
    });
    const client = makeClient();
    await client.convertPoints({ points: 100, paymentPassword: '246810' });
    await client.convertPoints({ points: 100, paymentPassword: '246810' });
    const keys = seen.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refuses a conversion of no points or a redeem without a payment password before sending', async () => {
    const seen = answerWith('/wps/relay/passwordCheck/MCS2_convertPoint', {});
    const client = makeClient();
    expect((await failure(client.convertPoints({ points: 0, paymentPassword: '1' }))).kind).toBe('malformed');
    expect((await failure(client.redeemPointReward({ goodsId: 'G1', paymentPassword: '' }))).kind).toBe('malformed');
    expect(seen).toHaveLength(0);
  });
});

describe('record calls (SPEC §2 member centre records)', () => {
  it('sends the period, filter and page as the query and reads the totals', async () => {
    const totals = { count: 0, betAmount: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' };
    const seen = answerWith('/wps/relay/ODSFE2_personalHistory', {
      list: [],
      pageNo: 2,
      pageSize: 10,
      total: 0,
      totalPages: 0,
      totals,
    });
    const page = await makeClient().getBettingRecords({
      startTime: 10,
      endTime: 20,
      gameType: 'LIVE',
      pageNo: 2,
      pageSize: 10,
    });
    expect(page.totals).toEqual(totals);
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({
      startTime: '10',
      endTime: '20',
      gameType: 'LIVE',
      pageNo: '2',
      pageSize: '10',
    });
  });

  it('treats a bet with an unknown status as a malformed answer', async () => {
    const bet = {
      orderNo: 'B1',
      username: 'p',
      betTime: 1,
      gameType: 'RNG',
      vendor: 'PG',
      gameName: 'x',
      betAmount: '1.00',
      validBet: '1.00',
      payout: '0.00',
      winLoss: '-1.00',
      status: 'void',
    };
    const totals = { count: 1, betAmount: '1.00', validBet: '1.00', payout: '0.00', winLoss: '-1.00' };
    answerWith('/wps/relay/ODSFE2_personalHistory', {
      list: [bet],
      pageNo: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      totals,
    });
    const error = await failure(makeClient().getBettingRecords({ startTime: 0, endTime: 1 }));
    expect([error.kind, error.messageKey]).toEqual(['malformed', 'unknown_error']);
  });
});

describe('consolidated settings (PLATFORM-FACTS §6.9)', () => {
  it('reads the platform’s 1, "1", "0" and true flags as booleans the domain understands', async () => {
    answerWith('/wps/member/info/funds/consolidated', {
      dailysalreqtype: '0',
      divtypereq: 1,
      contracthoursalreq: null,
      realtimesalreqtype: true,
      contractmrdailysalinfotype: 0,
      contracthoursalinfo: '1',
      dailysalinfotype: 'true',
      divtypeinfo: 1,
      extra: 'kept',
    });
    const value = await makeClient().getConsolidated();
    expect(value).toMatchObject({ dailysalreqtype: false, divtypereq: true, contracthoursalreq: false, extra: 'kept' });
    expect(readContractFlags(value)).toEqual({
      enableCt: true,
      salary: true,
      hourSalary: true,
      dailySalary: false,
      realTimeSalary: true,
    });
  });
});

describe('contract calls (SPEC §4, §7)', () => {
  it('posts the action with its terms, defaults filled, to the call of each kind', async () => {
    const state = {
      kind: 'dividend',
      mine: null,
      downlines: [],
      needsConfirmation: false,
      toTerminate: [],
      terminated: [],
    };
    const seen = answerWith('/wps/relay/MCS2_processDividendReq', state);
    await makeClient().processDividendContract({ action: 'offer', downline: 'agent2', rate: '12.5', periodType: 'M' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get(MODULE_ID_HEADER)).toBe('SIGNCONDIV3');
    expect(await seen[0]?.json()).toEqual({
      action: 'offer',
      downline: 'agent2',
      rate: '12.5',
      periodType: 'M',
      minValidBet: '0.00',
      minActiveMembers: 0,
      confirm: false,
    });
  });

  it('refuses a rate with more than 2 decimals, an unknown period type or action before sending', async () => {
    const seen = answerWith('/wps/relay/MCS2_processDailySalContract', {});
    const client = makeClient();
    const offer = { action: 'offer', downline: 'agent2' } as const;
    expect((await failure(client.processDailySalaryContract({ ...offer, rate: '1.234' }))).kind).toBe('malformed');
    const badPeriod = { ...offer, rate: '1', periodType: 'Y' } as unknown as Parameters<
      typeof client.processDailySalaryContract
    >[0];
    expect((await failure(client.processDailySalaryContract(badPeriod))).kind).toBe('malformed');
    expect(seen).toHaveLength(0);
  });
});

describe('inbox, referral and feedback calls', () => {
  it('refuses a mark-as-read that names no message before sending', async () => {
    const seen = answerWith('/wps/relay/CSP_readMessage', { unreadCount: 0 });
    expect((await failure(makeClient().markMessagesRead({}))).kind).toBe('malformed');
    expect(seen).toHaveLength(0);
  });

  it('asks for the referral link of the host the site runs on', async () => {
    const seen = answerWith('/wps/relay/MCSFE_getReferral', {
      referralCode: 'R1',
      referralLink: 'https://brand.test/register?referralCode=R1',
      inviteeCount: 0,
      rewardTotal: '0.00',
      invitees: [],
    });
    await makeClient().getReferral();
    expect(new URL(seen[0]?.url ?? '').searchParams.get('host')).toBe('brand.test');
  });

  it('turns a picked file into a data URL with its declared type and size', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const image = await toFeedbackImage(new File([bytes], 'shot.png', { type: 'image/png' }));
    expect(image).toMatchObject({ name: 'shot.png', type: 'image/png', size: 7 });
    expect(image.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect([...fromBase64(image.dataUrl.split(',')[1] ?? '')]).toEqual([...bytes]);
  });

  it('sends feedback with PUT, with the token only when there is one', async () => {
    const seen = answerWith('/wps/feedback', { feedbackId: 'FB1', receivedAt: 1 });
    const content = 'one two three four five';
    await makeClient(null).sendFeedback({ content });
    await makeClient('token-2').sendFeedback({ content });
    expect(seen.map((request) => [request.method, request.headers.get('Authorization')])).toEqual([
      ['PUT', null],
      ['PUT', 'token-2'],
    ]);
    expect(await seen[0]?.json()).toEqual({ category: 'suggestion', content, images: [] });
  });
});
