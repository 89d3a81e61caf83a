import { captchaImageSrc } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { SMS_BLOCK_MS, SMS_EXPIRED_MINUTES, SMS_MIN_GAP_MS } from '../src/state/sms';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const mobile = '933000111';

describe('SMS codes (SPEC §4 SMS send, §9 throttles)', () => {
  it('sends a code for login with expiredMinutes for the countdown', async () => {
    const sent = await platform.client().sendLoginSms({ mobileNum: mobile, countryDialingCode: '+84' });
    expect(sent.expiredMinutes).toBe(SMS_EXPIRED_MINUTES);
    expect(await platform.controls.lastSmsCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses a second send within one second with too-many-requests', async () => {
    const client = platform.client();
    await client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' });
    const error = await failure(client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' }));
    expect(error).toMatchObject({ messageKey: 'auth/too-many-requests', value: { retryAfterSeconds: 1 } });
    await platform.controls.advanceClock(SMS_MIN_GAP_MS);
    await expect(client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' })).resolves.toBeTruthy();
  });

  it('blocks a number for 5 minutes after too many sends, then sends again', async () => {
    const client = platform.client();
    for (let send = 0; send < 5; send += 1) {
      await client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' });
      await platform.controls.advanceClock(SMS_MIN_GAP_MS);
    }
    const blocked = await failure(client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' }));
    expect(blocked).toMatchObject({ messageKey: 'auth/too-many-requests', value: { retryAfterSeconds: 300 } });
    await platform.controls.advanceClock(SMS_BLOCK_MS);
    await expect(client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' })).resolves.toBeTruthy();
  });

  it('lets a code expire after expiredMinutes', async () => {
    const { mobileNum } = SEED_ACCOUNTS.member;
    await platform.client().sendLoginSms({ mobileNum, countryDialingCode: '84' });
    const code = (await platform.controls.lastSmsCode(mobileNum)) ?? '';
    await platform.controls.advanceClock(SMS_EXPIRED_MINUTES * 60_000);
    const error = await failure(platform.client().login({ username: mobileNum, password: code, type: 'sms' }));
    expect(error.messageKey).toBe('invalid_verification_code');
  });

  it('sends registration codes with the mobileNo field for both registration kinds', async () => {
    const client = platform.client();
    await client.sendRegisterSms({ mobileNo: mobile, countryDialingCode: '84' });
    await platform.controls.advanceClock(SMS_MIN_GAP_MS);
    await client.sendMobileRegisterSms({ mobileNo: mobile, countryDialingCode: '84' });
    expect(await platform.controls.lastSmsCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses a registration code for a number that already has an account', async () => {
    const error = await failure(
      platform.client().sendRegisterSms({ mobileNo: SEED_ACCOUNTS.member.mobileNum, countryDialingCode: '84' }),
    );
    expect(error.messageKey).toBe('mobile_taken');
  });

  it('answers a malformed number with success false, before any code is sent', async () => {
    const answer = await platform.sandbox.fetch(
      new Request('http://platform.test/wps/verification/sms/noLogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNum: 'call me', countryDialingCode: '84' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
  });
});

describe('captcha (SPEC §7 GET /wps/captcha)', () => {
  it('draws a new image each time, usable as an image source', async () => {
    const client = platform.client();
    const [first, second] = [await client.getCaptcha(), await client.getCaptcha()];
    expect(first).not.toBe(second);
    expect(captchaImageSrc(first)).toBe(first);
    expect(captchaImageSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(atob(first.split(',')[1] ?? '')).toContain('<svg');
  });
});

describe('security check (PLATFORM-FACTS geetest on login, loginCode, register)', () => {
  const solved = { provider: 'slider', method: 'button' };

  it('is off by default: nothing needs a challenge result', async () => {
    await expect(platform.client().sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' })).resolves.toBeTruthy();
  });

  it('when the brand turns it on, refuses an SMS send, a login or a registration without a result', async () => {
    await platform.controls.setBrand({ challenge: true });
    const client = platform.client();
    expect((await client.getSystemStatus()).info.brand?.challenge).toBe(true);
    expect((await failure(client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84' }))).messageKey).toBe(
      'verify_first',
    );
    expect(
      (await failure(client.sendRegisterSms({ mobileNo: '955000777', countryDialingCode: '84' }))).messageKey,
    ).toBe('verify_first');
    const { member } = SEED_ACCOUNTS;
    expect((await failure(client.login({ username: member.username, password: member.password }))).messageKey).toBe(
      'verify_first',
    );
    const registration = { username: 'checked9', password: 'Secret12', confirmPassword: 'Secret12' };
    expect((await failure(client.register(registration))).messageKey).toBe('verify_first');
  });

  it('accepts each of them with the result', async () => {
    await platform.controls.setBrand({ challenge: true });
    await platform.controls.setRegisterRules({ mobileNum: { required: false } });
    const client = platform.client();
    await expect(
      client.sendLoginSms({ mobileNum: mobile, countryDialingCode: '84', challenge: solved }),
    ).resolves.toBeTruthy();
    const registration = { username: 'checked9', password: 'Secret12', confirmPassword: 'Secret12', challenge: solved };
    await expect(client.register(registration)).resolves.toMatchObject({ account: 'checked9' });
    await expect(
      platform.client().login({ username: 'checked9', password: 'Secret12', challenge: solved }),
    ).resolves.toMatchObject({ account: 'checked9' });
  });
});
