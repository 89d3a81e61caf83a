import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const { member, agent, mustChange } = SEED_ACCOUNTS;

async function registrationCode(mobileNo: string): Promise<string> {
  await platform.client().sendRegisterSms({ mobileNo, countryDialingCode: '84' });
  return (await platform.controls.lastSmsCode(mobileNo)) ?? '';
}

describe('member info and avatar (SPEC §3 member info)', () => {
  it('describes the logged-in member with its labels and upline', async () => {
    const client = platform.client();
    await client.login(member);
    expect(await client.getMemberInfo()).toMatchObject({
      account: 'player1',
      nickname: 'Lucky Player',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'Gold' },
      memberLabel: [{ labelName: 'VIP' }, { labelName: 'Early bird' }],
    });
  });

  it('reports agents with their agent type', async () => {
    const client = platform.client();
    await client.login(agent);
    expect((await client.getMemberInfo()).type).toBe(1);
  });

  it('serves the icon and avatar with their type, and the image itself', async () => {
    const client = platform.client();
    await client.login(member);
    const icon = await client.getMemberIcon();
    expect(icon.avatarType).toBe('CUSTOM');
    expect(await client.getPlayerAvatar()).toEqual(icon);
    const image = await platform.sandbox.fetch(new Request(`http://platform.test${icon.avatar}`));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('registration (SPEC §4 registration, §5)', () => {
  it('registers with an SMS code and an affiliate code, logs in and sits under that agent', async () => {
    const client = platform.client();
    const verificationCode = await registrationCode('944000222');
    const session = await client.register({
      username: 'newplayer',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '944000222',
      countryDialingCode: '84',
      verificationCode,
      affiliateCode: agent.affiliateCode,
      referralCode: 'R100001',
      email: 'new@lobbykit.test',
    });
    expect(session).toMatchObject({ account: 'newplayer', firstTimeLogin: true, passwordExpired: false });
    expect(client.token()).toBe(session.token);
    expect(await client.getMemberInfo()).toMatchObject({ account: 'newplayer', toUpline: true, type: 0 });
  });

  it('refuses a username that breaks the username rule with its pattern message key', async () => {
    const error = await failure(
      platform.client().register({ username: '1bad', password: 'Secret12', confirmPassword: 'Secret12' }),
    );
    expect(error).toMatchObject({
      messageKey: 'reg_pattern_1',
      value: { field: 'username', minLength: 6, maxLength: 12 },
    });
  });

  it('refuses mismatched passwords, a taken username, a wrong SMS code and an unknown affiliate code', async () => {
    const client = platform.client();
    const verificationCode = await registrationCode('944000333');
    const base = {
      username: 'another1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '944000333',
      verificationCode,
    };
    expect((await failure(client.register({ ...base, mobileNum: undefined }))).messageKey).toBe('not_empty');
    expect((await failure(client.register({ ...base, confirmPassword: 'Secret13' }))).messageKey).toBe(
      'inconsistent_twice',
    );
    expect((await failure(client.register({ ...base, username: 'player1' }))).messageKey).toBe('username_taken');
    expect((await failure(client.register({ ...base, affiliateCode: 'NOPE99' }))).messageKey).toBe(
      'invitation_code_error',
    );
    expect((await failure(client.register({ ...base, verificationCode: '000000' }))).messageKey).toBe(
      'invalid_verification_code',
    );
    // The refusals above spent nothing: the real code still registers.
    await expect(client.register(base)).resolves.toMatchObject({ account: 'another1' });
  });

  it('asks for a solved captcha when the rules make the captcha required', async () => {
    await platform.controls.setRegisterRules({ captcha: { required: true } });
    const client = platform.client();
    await platform.controls.setRegisterRules({ mobileNum: { required: false } });
    const base = { username: 'captcha1', password: 'Secret12', confirmPassword: 'Secret12' };
    expect((await failure(client.register(base))).messageKey).toBe('in_captcha_incorrect');
    await client.getCaptcha();
    const captcha = (await platform.controls.lastCaptchaCode()) ?? '';
    await expect(client.register({ ...base, captcha })).resolves.toMatchObject({ account: 'captcha1' });
  });

  it('keeps the SMS code when the captcha is wrong, so the player only solves a new captcha', async () => {
    await platform.controls.setRegisterRules({ captcha: { required: true } });
    const verificationCode = await registrationCode('955000321');
    const client = platform.client();
    const base = {
      username: 'captcha2',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '955000321',
      countryDialingCode: '84',
      verificationCode,
    };
    expect((await failure(client.register({ ...base, captcha: 'WRONG' }))).messageKey).toBe('in_captcha_incorrect');
    await client.getCaptcha();
    const captcha = (await platform.controls.lastCaptchaCode()) ?? '';
    await expect(client.register({ ...base, captcha })).resolves.toMatchObject({ account: 'captcha2' });
  });

  it('registers by mobile with the number as username', async () => {
    const verificationCode = await registrationCode('955000444');
    const session = await platform.client().registerMobile({
      mobileNum: '955000444',
      countryDialingCode: '84',
      verificationCode,
      password: 'Secret12',
      confirmPassword: 'Secret12',
    });
    expect(session.account).toBe('955000444');
  });

  it('refuses mobile registration when its module is off', async () => {
    await platform.controls.setModuleFlags({ MOBILENUMREG3: false });
    const error = await failure(platform.client().registerMobile({ mobileNum: '955000555', verificationCode: '1' }));
    expect(error.messageKey).toBe('function_not_available');
  });
});

describe('affiliate code check (SPEC §4, §8 invalid affiliate code)', () => {
  it('accepts an agent’s code and names the agent', async () => {
    expect(await platform.client().checkAffiliate({ code: 'agent1', domain: 'lobbykit.test' })).toEqual({
      code: 'AGENT1',
      agent: 'agent1',
    });
  });

  it('refuses an unknown code with invitation_code_error', async () => {
    expect((await failure(platform.client().checkAffiliate({ code: 'ZZZZ' }))).messageKey).toBe(
      'invitation_code_error',
    );
  });
});

describe('passwords (SPEC §3 password change, forgot by phone and e-mail)', () => {
  it('changes the password and clears the forced change of the default password', async () => {
    const client = platform.client();
    await client.login(mustChange);
    await client.changePassword({
      oldPassword: mustChange.password,
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    const session = await platform.client().login({ username: mustChange.username, password: 'Fresh123' });
    expect(session.passwordExpired).toBe(false);
  });

  it('refuses a wrong old password and a confirmation that does not match', async () => {
    const client = platform.client();
    await client.login(member);
    const wrongOld = await failure(
      client.changePassword({ oldPassword: 'nope', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' }),
    );
    expect(wrongOld.messageKey).toBe('in_password_incorrect');
    const mismatch = await failure(
      client.changePassword({ oldPassword: member.password, newPassword: 'Fresh123', confirmNewPassword: 'Fresh124' }),
    );
    expect(mismatch.messageKey).toBe('inconsistent_twice');
  });

  it('sets a password by phone, after which the mobile number logs in with it', async () => {
    const client = platform.client();
    await client.sendLoginSms({ mobileNum: member.mobileNum, countryDialingCode: '84' });
    const verificationCode = (await platform.controls.lastSmsCode(member.mobileNum)) ?? '';
    await client.setPasswordByPhone({ newPassword: 'ByPhone12', mobileNum: member.mobileNum, verificationCode });
    await expect(client.login({ username: member.mobileNum, password: 'ByPhone12' })).resolves.toMatchObject({
      account: 'player1',
    });
  });

  it('refuses a password reset by phone with a wrong code', async () => {
    const error = await failure(
      platform
        .client()
        .setPasswordByPhone({ newPassword: 'ByPhone12', mobileNum: member.mobileNum, verificationCode: '123' }),
    );
    expect(error.messageKey).toBe('invalid_verification_code');
  });

  it('accepts a reset by e-mail only when username and e-mail match', async () => {
    await expect(
      platform.client().forgotPasswordByEmail({ username: 'player1', email: 'PLAYER1@lobbykit.test' }),
    ).resolves.toBeNull();
    const error = await failure(
      platform.client().forgotPasswordByEmail({ username: 'player1', email: 'other@lobbykit.test' }),
    );
    expect(error.messageKey).toBe('in_username_exist');
  });
});
