import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { SESSION_IDLE_MS } from '../src/state/sessions';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const { member, mustChange, trial } = SEED_ACCOUNTS;

describe('login from an unregistered IP (SPEC §4)', () => {
  const elsewhere = { location: { ip: '198.51.100.23', country: 'TH' } };
  const login = (challenge?: Record<string, unknown>) =>
    platform
      .client()
      .login({ username: member.username, password: member.password, ...(challenge ? { challenge } : {}) });

  it('asks for the extra step with the methods the account has details for', async () => {
    await platform.controls.setSystemStatus(elsewhere);
    const refused = await failure(login());
    expect(refused).toMatchObject({
      kind: 'rejected',
      messageKey: 'login_2fa_tips',
      value: { methods: ['mobile', 'email'] },
    });
  });

  it('refuses a wrong answer and keeps asking', async () => {
    await platform.controls.setSystemStatus(elsewhere);
    const wrong = await failure(login({ ipVerification: { method: 'email', answer: 'someone@else.test' } }));
    expect(wrong).toMatchObject({ messageKey: 'login_2fa_mismatch', value: { methods: ['mobile', 'email'] } });
    const unheld = await failure(login({ ipVerification: { method: 'payee', answer: 'Lucky Player' } }));
    expect(unheld.messageKey).toBe('login_2fa_mismatch');
    expect((await failure(login())).messageKey).toBe('login_2fa_tips');
  });

  it('lets the player in with a right answer and remembers the IP for the next login', async () => {
    await platform.controls.setSystemStatus(elsewhere);
    const session = await login({ ipVerification: { method: 'email', answer: ' Player1@LobbyKit.test ' } });
    expect(session.account).toBe('player1');
    await expect(login()).resolves.toMatchObject({ account: 'player1' });
  });

  it('accepts the mobile number with or without its dialing code', async () => {
    await platform.controls.setSystemStatus(elsewhere);
    await expect(
      login({ ipVerification: { method: 'mobile', answer: `+84 ${member.mobileNum}` } }),
    ).resolves.toMatchObject({ account: 'player1' });
  });

  it('does not ask when the login proves the phone with an SMS code', async () => {
    await platform.controls.setSystemStatus(elsewhere);
    const client = platform.client();
    await client.sendLoginSms({ mobileNum: member.mobileNum, countryDialingCode: '84' });
    const code = (await platform.controls.lastSmsCode(member.mobileNum)) ?? '';
    await expect(client.login({ username: member.mobileNum, password: code, type: 'sms' })).resolves.toMatchObject({
      account: 'player1',
    });
  });

  it('registers the IP of a new member without asking', async () => {
    await platform.controls.setRegisterRules({ mobileNum: { required: false } });
    const client = platform.client();
    await client.register({
      username: 'traveller1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      email: 'a@b.test',
    });
    await expect(platform.client().login({ username: 'traveller1', password: 'Secret12' })).resolves.toMatchObject({
      account: 'traveller1',
    });
    await platform.controls.setSystemStatus(elsewhere);
    const refused = await failure(platform.client().login({ username: 'traveller1', password: 'Secret12' }));
    expect(refused).toMatchObject({ messageKey: 'login_2fa_tips', value: { methods: ['email'] } });
  });
});

describe('login by username and password (SPEC §4 login)', () => {
  it('opens a session, stores the token and reports an ordinary login', async () => {
    const client = platform.client();
    const session = await client.login({ username: member.username, password: member.password });
    expect(session).toMatchObject({ account: 'player1', firstTimeLogin: false, passwordExpired: false, type: 0 });
    expect(client.token()).toBe(session.token);
    expect((await client.getMemberInfo()).account).toBe('player1');
  });

  it('asks for a captcha after a failed login and accepts the login once it is solved', async () => {
    const client = platform.client();
    const refused = await failure(client.login({ username: member.username, password: 'wrong-password' }));
    expect(refused).toMatchObject({
      kind: 'rejected',
      messageKey: 'wrong_username_or_password',
      value: { captcha: true },
    });
    const unsolved = await failure(client.login({ username: member.username, password: member.password }));
    expect(unsolved).toMatchObject({ messageKey: 'in_captcha_incorrect', value: { captcha: true } });
    const image = await client.getCaptcha();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const captcha = (await platform.controls.lastCaptchaCode()) ?? '';
    await expect(
      client.login({ username: member.username, password: member.password, captcha }),
    ).resolves.toMatchObject({ account: 'player1' });
  });

  it('reports first login and an expired password for the account still on the default password', async () => {
    const session = await platform.client().login({ username: mustChange.username, password: mustChange.password });
    expect(session).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
    const again = await platform.client().login({ username: mustChange.username, password: mustChange.password });
    expect(again.firstTimeLogin).toBe(false);
  });

  it('logs in with the mobile number and an SMS code sent for login', async () => {
    const client = platform.client();
    await client.sendLoginSms({ mobileNum: member.mobileNum, countryDialingCode: '84' });
    const code = (await platform.controls.lastSmsCode(member.mobileNum)) ?? '';
    const session = await client.login({ username: member.mobileNum, password: code, type: 'sms' });
    expect(session.account).toBe('player1');
    const reused = await failure(platform.client().login({ username: member.mobileNum, password: code, type: 'sms' }));
    expect(reused.messageKey).toBe('invalid_verification_code');
  });

  it('logs in through the external phone-auth stand-in with its id token', async () => {
    const idToken = await platform.controls.phoneAuthToken(member.mobileNum);
    const session = await platform.client().login({ username: member.mobileNum, password: idToken, type: 'firebase' });
    expect(session.account).toBe('player1');
  });

  it('refuses SMS login when the mobile code login module is off', async () => {
    await platform.controls.setModuleFlags({ MOBILEVERCODELOGIN3: false });
    const error = await failure(
      platform.client().login({ username: member.mobileNum, password: '000000', type: 'sms' }),
    );
    expect(error.messageKey).toBe('function_not_available');
  });
});

describe('free play and trial accounts (SPEC §4 gating, §6)', () => {
  it('opens a trial session of member type 4', async () => {
    const client = platform.client();
    const session = await client.freePlayLogin();
    expect(session.type).toBe(4);
    expect((await client.getMemberInfo()).type).toBe(4);
  });

  it('refuses free play when FREEPLAY3 is off', async () => {
    await platform.controls.setModuleFlags({ FREEPLAY3: false });
    expect((await failure(platform.client().freePlayLogin())).messageKey).toBe('function_not_available');
  });

  it('seeds a trial account that logs in with type 4', async () => {
    expect((await platform.client().login(trial)).type).toBe(4);
  });
});

describe('tokens (unguessable, expiring, private)', () => {
  it('gives every login a different token of 256 random bits', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await platform.client().login(member)).token));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('expires an idle session: the next call is session-expired and the token store tells of it', async () => {
    let told = 0;
    const client = platform.client();
    client.tokenStore.subscribe?.(() => {
      told += 1;
    });
    await client.login(member);
    await platform.controls.advanceClock(SESSION_IDLE_MS + 1);
    const error = await failure(client.getMemberInfo());
    expect([error.kind, error.messageKey, told, client.token()]).toEqual([
      'session-expired',
      'in_logged_login',
      2,
      null,
    ]);
  });

  it('keeps a session alive while it is used', async () => {
    const client = platform.client();
    await client.login(member);
    await platform.controls.advanceClock(SESSION_IDLE_MS - 1000);
    await client.getMemberInfo();
    await platform.controls.advanceClock(SESSION_IDLE_MS - 1000);
    await expect(client.getMemberInfo()).resolves.toMatchObject({ account: 'player1' });
  });

  it('reads only the data of the token’s own account', async () => {
    const player = platform.client();
    const agent = platform.client();
    await player.login(member);
    await agent.login({ username: SEED_ACCOUNTS.agent.username, password: SEED_ACCOUNTS.agent.password });
    expect((await player.getMemberInfo()).account).toBe('player1');
    expect((await agent.getMemberInfo()).account).toBe('agent1');
    expect((await player.getBalance()).main).toBe('1234.50');
    expect((await agent.getBalance()).main).toBe('50000.00');
  });

  it('treats a made-up token as an expired session', async () => {
    const forged = platform.client();
    forged.tokenStore.set('A'.repeat(43));
    expect((await failure(forged.getMemberInfo())).kind).toBe('session-expired');
  });
});

describe('logout (SPEC §4 logout)', () => {
  it('ends the session on the platform and clears the stored token', async () => {
    const client = platform.client();
    const { token } = await client.login(member);
    await client.logout();
    expect(client.token()).toBeNull();
    const stale = platform.client();
    stale.tokenStore.set(token);
    expect((await failure(stale.getMemberInfo())).kind).toBe('session-expired');
  });
});
