import { describe, expect, it } from 'vitest';
import { mustChangePassword, type PasswordChangeCheck, planAfterLogin, readAuthOptions, readModuleFlags } from '../src';

const base: PasswordChangeCheck = {
  password: 'hunter22',
  defaultPassword: 'brand-default',
  passwordExpired: false,
  expiryEnforced: false,
  loginType: 'username',
};

describe('forced password change (SPEC §4)', () => {
  it('forces a change when the password equals the configured default', () => {
    expect(mustChangePassword({ ...base, password: 'brand-default' })).toBe(true);
  });
  it('forces a change when the password expired while expiry is enforced', () => {
    expect(mustChangePassword({ ...base, passwordExpired: true, expiryEnforced: true })).toBe(true);
  });
  it('does not force a change for an expired password when expiry is not enforced', () => {
    expect(mustChangePassword({ ...base, passwordExpired: true })).toBe(false);
  });
  it('never forces a change after an sms or firebase login', () => {
    const risky = { ...base, password: 'brand-default', passwordExpired: true, expiryEnforced: true };
    expect(mustChangePassword({ ...risky, loginType: 'sms' })).toBe(false);
    expect(mustChangePassword({ ...risky, loginType: 'firebase' })).toBe(false);
  });
  it('does not treat an empty password as the default when no default is configured', () => {
    expect(mustChangePassword({ ...base, password: '', defaultPassword: '' })).toBe(false);
    expect(mustChangePassword({ ...base, password: undefined, defaultPassword: undefined })).toBe(false);
  });
});

describe('after login (SPEC §4, PLATFORM-FACTS §6.6)', () => {
  it('runs the first-login action and opens the change-password dialog when needed', () => {
    expect(
      planAfterLogin({
        firstTimeLogin: true,
        memberType: 0,
        agentPolicy: true,
        passwordCheck: { ...base, password: 'brand-default' },
      }),
    ).toEqual({ firstLogin: true, next: 'change-password', fetchContracts: true });
  });
  it('shows the after-login modal otherwise and fetches contracts only for non-trial accounts', () => {
    expect(planAfterLogin({ memberType: '4', agentPolicy: true, passwordCheck: base })).toEqual({
      firstLogin: false,
      next: 'after-login-modal',
      fetchContracts: false,
    });
    expect(planAfterLogin({ memberType: 1, agentPolicy: false, passwordCheck: base }).fetchContracts).toBe(false);
  });
});

describe('auth options from module flags (SPEC §4, §6)', () => {
  it('offers only password login, e-mail recovery and no registration when every module is off', () => {
    expect(readAuthOptions(readModuleFlags({}))).toEqual({
      loginMethods: ['password'],
      registerMethods: [],
      defaultRegisterMethod: null,
      forgotMethods: ['email'],
      freePlay: false,
    });
  });
  it('adds mobile login, mobile registration first, phone recovery first and free play when on', () => {
    const flags = readModuleFlags({
      MOBILEVERCODELOGIN3: true,
      MOBILENUMREG3: true,
      USERNAMEREG3: true,
      CHNGPASSVERIF3: true,
      FREEPLAY3: true,
    });
    expect(readAuthOptions(flags)).toEqual({
      loginMethods: ['password', 'mobile'],
      registerMethods: ['mobile', 'username'],
      defaultRegisterMethod: 'mobile',
      forgotMethods: ['phone', 'email'],
      freePlay: true,
    });
  });
});
