import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildChangePasswordSchema,
  buildForgotByEmailSchema,
  buildForgotByPhoneSchema,
  buildLoginSchema,
  satisfiesFieldRule,
} from '../src';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

const passwordRule = { acceptedPattern: '^[A-Za-z0-9]+$', patternId: 4, minLength: 6, maxLength: 12 };
const mobileRule = { acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 10, maxLength: 10 };

describe('login schema (SPEC §5)', () => {
  it('requires username and password, trimmed', () => {
    const schema = buildLoginSchema({ method: 'password' });
    expect(messages(schema.safeParse({ username: ' ', password: '' }))).toEqual([
      'username:not_empty',
      'password:not_empty',
    ]);
    expect(schema.safeParse({ username: 'bob', password: 'x' }).success).toBe(true);
  });
  it('requires the captcha only when it is shown', () => {
    const values = { username: 'bob', password: 'x' };
    expect(buildLoginSchema({ method: 'password' }).safeParse(values).success).toBe(true);
    expect(messages(buildLoginSchema({ method: 'password', captchaShown: true }).safeParse(values))).toEqual([
      'captcha:not_empty',
    ]);
  });
  it('needs a valid mobile number and a code for mobile login', () => {
    const schema = buildLoginSchema({ method: 'mobile', mobileRule, captchaShown: true });
    expect(messages(schema.safeParse({ mobileNum: '12345', captcha: 'c' }))).toEqual([
      'mobileNum:reg_pattern_6',
      'verificationCode:not_empty',
    ]);
    expect(schema.safeParse({ mobileNum: '0912345678', verificationCode: '1234', captcha: 'c' }).success).toBe(true);
  });
  it('never throws on random input (property)', () => {
    const schema = buildLoginSchema({ method: 'mobile', mobileRule });
    fc.assert(fc.property(fc.anything(), (input) => void expect(() => schema.safeParse(input)).not.toThrow()));
  });
});

describe('change-password schema (SPEC §5)', () => {
  const schema = buildChangePasswordSchema({ passwordRule });
  it('requires the current, new and confirmation passwords', () => {
    expect(messages(schema.safeParse({}))).toEqual([
      'oldPassword:not_empty',
      'newPassword:not_empty',
      'confirmNewPassword:not_empty',
    ]);
  });
  it('applies the password rule and requires the confirmation to match', () => {
    expect(messages(schema.safeParse({ oldPassword: 'a', newPassword: 'ab', confirmNewPassword: 'ab' }))).toEqual([
      'newPassword:reg_pattern_4',
    ]);
    expect(
      messages(schema.safeParse({ oldPassword: 'a', newPassword: 'abcdef1', confirmNewPassword: 'abcdef2' })),
    ).toEqual(['confirmNewPassword:inconsistent_twice']);
  });
  it('can leave out the current password', () => {
    const noOld = buildChangePasswordSchema({ askOldPassword: false });
    expect(noOld.safeParse({ newPassword: 'x', confirmNewPassword: 'x' }).success).toBe(true);
  });
  it('lets through only new passwords that satisfy the rule and match (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9]{5,13}$/)), fc.boolean(), (pw, same) => {
        const result = schema.safeParse({
          oldPassword: 'o',
          newPassword: pw,
          confirmNewPassword: same ? pw : `${pw}x`,
        });
        if (result.success) {
          expect(satisfiesFieldRule(pw, passwordRule)).toBe(true);
          expect(same).toBe(true);
        }
      }),
    );
  });
});

describe('forgot by e-mail schema (SPEC §5)', () => {
  it('requires username and e-mail', () => {
    expect(messages(buildForgotByEmailSchema().safeParse({}))).toEqual(['username:not_empty', 'email:not_empty']);
  });
  it('checks the e-mail with the server rule', () => {
    const schema = buildForgotByEmailSchema({ email: { acceptedPattern: '@corp\\.com$', patternId: 3 } });
    expect(messages(schema.safeParse({ username: 'u', email: 'a@b.co' }))).toEqual(['email:reg_pattern_3']);
    expect(schema.safeParse({ username: 'u', email: 'a@corp.com' }).success).toBe(true);
  });
  it('falls back to a basic e-mail shape when the server sends no rule', () => {
    const schema = buildForgotByEmailSchema();
    expect(messages(schema.safeParse({ username: 'u', email: 'not an email' }))).toEqual(['email:in_email_incorrect']);
    expect(schema.safeParse({ username: 'u', email: 'a@b.co' }).success).toBe(true);
  });
});

describe('forgot by phone schema (SPEC §5)', () => {
  const schema = buildForgotByPhoneSchema({ mobileNum: mobileRule, password: passwordRule });
  it('requires mobile number, SMS code and new password', () => {
    expect(messages(schema.safeParse({}))).toEqual([
      'mobileNum:not_empty',
      'verificationCode:not_empty',
      'newPassword:not_empty',
    ]);
  });
  it('applies the mobile and password rules', () => {
    expect(messages(schema.safeParse({ mobileNum: '1', verificationCode: '9', newPassword: '!' }))).toEqual([
      'mobileNum:reg_pattern_6',
      'newPassword:reg_pattern_4',
    ]);
    expect(schema.safeParse({ mobileNum: '0912345678', verificationCode: '9', newPassword: 'abc123' }).success).toBe(
      true,
    );
  });
  it('works without server rules', () => {
    expect(
      buildForgotByPhoneSchema().safeParse({ mobileNum: '1', verificationCode: '2', newPassword: '3' }).success,
    ).toBe(true);
  });
});
