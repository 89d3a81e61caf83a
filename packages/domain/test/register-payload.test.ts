import { describe, expect, it } from 'vitest';
import { buildRegisterPayload, type RegisterLanding, type RegisterRules, readRegisterLanding } from '../src';

const rules: RegisterRules = {
  username: { enabled: true, required: true, acceptedPattern: '*', patternId: 0 },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 0 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]*$', patternId: 6 },
  email: { enabled: true, required: false, acceptedPattern: '*', patternId: 3 },
  affiliateCode: { enabled: true, required: false, acceptedPattern: '*', patternId: 14 },
  qqNum: { enabled: false, required: false, acceptedPattern: '*', patternId: 6 },
};
const landing: RegisterLanding = { domain: 'play.example', registerUrl: 'https://play.example/register' };

describe('registration landing (SPEC §3 referralCode from the query parameter)', () => {
  it('reads the referral and affiliate codes, the host and the address', () => {
    expect(readRegisterLanding('https://play.example/register?referralCode=R12&affiliateCode=AGENT1')).toEqual({
      referralCode: 'R12',
      affiliateCode: 'AGENT1',
      domain: 'play.example',
      registerUrl: 'https://play.example/register?referralCode=R12&affiliateCode=AGENT1',
    });
  });

  it('leaves out codes that are absent or blank', () => {
    expect(readRegisterLanding('https://play.example/register.html?referralCode=%20')).toEqual({
      domain: 'play.example',
      registerUrl: 'https://play.example/register.html?referralCode=%20',
    });
  });
});

describe('registration payload (SPEC §3 registration user)', () => {
  it('sends the filled shown fields, trimmed, with the confirmation equal to the password', () => {
    const body = buildRegisterPayload({
      values: { username: ' player9 ', password: ' Secret1', confirmPassword: ' Secret1', email: '', qqNum: '12345' },
      rules,
      flags: { smsVerification: false },
      landing,
    });
    expect(body).toEqual({
      username: 'player9',
      password: ' Secret1',
      confirmPassword: ' Secret1',
      domain: 'play.example',
      registerUrl: 'https://play.example/register',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('uses the mobile number as the username in mobile registration and adds the dialing code', () => {
    const body = buildRegisterPayload({
      values: { mobileNum: '912000111', verificationCode: '123456' },
      rules,
      flags: { smsVerification: true, method: 'mobile' },
      landing,
      countryDialingCode: '84',
    });
    expect(body).toMatchObject({ username: '912000111', mobileNum: '912000111', countryDialingCode: '84' });
    expect(body).not.toHaveProperty('password');
  });

  it('sends the landing affiliate code only when the form hides the field', () => {
    const withCode = { ...landing, affiliateCode: 'AGENT1', referralCode: 'R7' };
    const hidden = buildRegisterPayload({
      values: { username: 'player9', password: 'Secret1' },
      rules: { ...rules, affiliateCode: { ...rules.affiliateCode, enabled: false } },
      flags: { smsVerification: false },
      landing: withCode,
    });
    expect(hidden).toMatchObject({ affiliateCode: 'AGENT1', referralCode: 'R7' });
    const shown = buildRegisterPayload({
      values: { username: 'player9', password: 'Secret1', affiliateCode: '' },
      rules,
      flags: { smsVerification: false },
      landing: withCode,
    });
    expect(shown).not.toHaveProperty('affiliateCode');
  });
});
