import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRegisterSchema,
  DOMAIN_MESSAGE_KEYS,
  type RegisterRules,
  registerFieldRequirements,
  registerFields,
  satisfiesFieldRule,
  shouldVerifyAffiliateCode,
} from '../src';

const rules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 4,
    maxLength: 10,
  },
  password: { enabled: true, required: true, acceptedPattern: '^\\S+$', patternId: 9, minLength: 6, maxLength: 6 },
  mobileNum: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 9, maxLength: 11 },
  email: { enabled: true, required: false, acceptedPattern: '^\\S+@\\S+$', patternId: 3, minLength: 0, maxLength: 50 },
  payeeName: { enabled: false, required: true, acceptedPattern: '*', patternId: 8 },
  paymentPassword: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 4,
    maxLength: 4,
  },
  captcha: { enabled: true, required: true, acceptedPattern: '^x$', patternId: 0 },
  affiliateCode: { enabled: true, required: false, acceptedPattern: '*', patternId: 0 },
};

const good = {
  username: 'abc123',
  password: 'secret',
  confirmPassword: 'secret',
  paymentPassword: '1234',
  captcha: 'q7',
};

const issuesOf = (schema: ReturnType<typeof buildRegisterSchema>, values: unknown) => {
  const result = schema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message,
        params: (i as { params?: unknown }).params,
      }));
};

describe('registration schema (SPEC §5)', () => {
  const schema = buildRegisterSchema(rules, { smsVerification: false });

  it('accepts a form that meets every rule and drops disabled fields', () => {
    const result = schema.safeParse({ ...good, payeeName: 'ignored' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(good);
  });
  it('requires username, password and confirmation even when blank or spaces', () => {
    const issues = issuesOf(schema, { username: '   ', paymentPassword: '1234', captcha: 'c' });
    expect(issues.filter((i) => i.message === 'not_empty').map((i) => i.path)).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
  });
  it('reports a pattern failure with the patternId key and min/max params', () => {
    const [issue] = issuesOf(schema, { ...good, username: '1abc' });
    expect(issue).toEqual({ path: 'username', message: 'reg_pattern_1', params: { min: 4, max: 10, range: '4 - 10' } });
  });
  it('reports a length failure with the same pattern key, one number when min equals max', () => {
    const [issue] = issuesOf(schema, { ...good, password: 'short', confirmPassword: 'short' });
    expect(issue).toEqual({ path: 'password', message: 'reg_pattern_9', params: { min: 6, max: 6, range: '6' } });
  });
  it('requires the confirmation to equal the password (inconsistent_twice)', () => {
    expect(issuesOf(schema, { ...good, confirmPassword: 'secreT' })).toEqual([
      { path: 'confirmPassword', message: 'inconsistent_twice', params: undefined },
    ]);
  });
  it('checks optional fields only when they are filled', () => {
    expect(issuesOf(schema, { ...good, email: '' })).toEqual([]);
    expect(issuesOf(schema, { ...good, email: 'nope' }).map((i) => i.message)).toEqual(['reg_pattern_3']);
  });
  it('requires an optional field the configuration marks required', () => {
    const strict = buildRegisterSchema(
      { ...rules, email: { ...rules.email, required: true } },
      { smsVerification: false },
    );
    expect(issuesOf(strict, good)).toEqual([{ path: 'email', message: 'not_empty', params: undefined }]);
  });
  it('requires the payment password with its rule when it is enabled', () => {
    expect(issuesOf(schema, { ...good, paymentPassword: undefined }).map((i) => i.path)).toEqual(['paymentPassword']);
    expect(issuesOf(schema, { ...good, paymentPassword: '12a4' }).map((i) => i.message)).toEqual(['reg_pattern_6']);
  });
  it('checks the captcha for presence only', () => {
    expect(issuesOf(schema, { ...good, captcha: 'anything' })).toEqual([]);
    expect(issuesOf(schema, { ...good, captcha: '' }).map((i) => i.path)).toEqual(['captcha']);
  });
  it('requires the SMS code only when SMS verification is on, at most 255 characters', () => {
    expect(registerFields(rules, { smsVerification: false })).not.toContain('verificationCode');
    const sms = buildRegisterSchema(rules, { smsVerification: true });
    expect(issuesOf(sms, good).map((i) => `${i.path}:${i.message}`)).toEqual(['verificationCode:not_empty']);
    expect(issuesOf(sms, { ...good, verificationCode: '1'.repeat(255) })).toEqual([]);
    expect(issuesOf(sms, { ...good, verificationCode: '1'.repeat(256) })[0]).toMatchObject({
      path: 'verificationCode',
      params: { min: 0, max: 255 },
    });
  });
  it('requires the mobile number when its rule says required, with its pattern', () => {
    const mobileRequired = buildRegisterSchema(
      { ...rules, mobileNum: { ...rules.mobileNum, required: true } },
      { smsVerification: false },
    );
    expect(issuesOf(mobileRequired, good).map((i) => i.path)).toEqual(['mobileNum']);
    expect(issuesOf(mobileRequired, { ...good, mobileNum: '0912345678' })).toEqual([]);
  });
  it('hides a field whose rule is missing or disabled', () => {
    const fields = registerFields({ username: rules.username }, { smsVerification: false });
    expect(fields).toEqual(['username', 'password', 'confirmPassword']);
  });
  it('marks which shown fields must be filled: the fixed ones always, the others as the server says', () => {
    expect(registerFieldRequirements(rules, { smsVerification: true })).toEqual([
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'confirmPassword', required: true },
      { name: 'mobileNum', required: false },
      { name: 'verificationCode', required: true },
      { name: 'paymentPassword', required: true },
      { name: 'email', required: false },
      { name: 'affiliateCode', required: false },
      { name: 'captcha', required: true },
    ]);
  });
  it('builds the mobile form: mobile and code required, no username, password only with MOBILENUMPASSREG3', () => {
    expect(registerFields(rules, { smsVerification: false, method: 'mobile' })).toEqual([
      'mobileNum',
      'verificationCode',
      'paymentPassword',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    const withPassword = registerFields(
      {},
      { smsVerification: false, method: 'mobile', mobileRegistrationWithPassword: true },
    );
    expect(withPassword).toEqual(['password', 'confirmPassword', 'mobileNum', 'verificationCode']);
  });
  it('answers a non-object or a non-string field with a catalogue key, not a sentence', () => {
    expect(issuesOf(schema, 'text')[0]?.message).toBe('unknown_error');
    expect(issuesOf(schema, { ...good, username: 42 })[0]).toMatchObject({
      path: 'username',
      message: 'unknown_error',
    });
  });
  it('only ever returns keys listed in DOMAIN_MESSAGE_KEYS (property)', () => {
    const keys = new Set<string>(DOMAIN_MESSAGE_KEYS);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(good), 'email', 'mobileNum'), fc.string()), (values) => {
        for (const issue of issuesOf(schema, values)) expect(keys.has(issue.message)).toBe(true);
      }),
    );
  });
  it('never throws on random forms and random server rules (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.nat(30)),
        fc.option(fc.nat(30)),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (pattern, minLength, maxLength, values) => {
          const randomRules = {
            username: { enabled: true, required: true, acceptedPattern: pattern, minLength, maxLength },
          };
          expect(() => buildRegisterSchema(randomRules, { smsVerification: true }).safeParse(values)).not.toThrow();
        },
      ),
    );
  });
  it('lets through only values that satisfy their rule (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{2,10}$/)),
        fc.oneof(fc.string(), fc.stringMatching(/^\S{5,7}$/)),
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{8,12}$/)),
        (username, password, mobileNum) => {
          const result = schema.safeParse({ ...good, username, password, confirmPassword: password, mobileNum });
          if (!result.success) return;
          expect(satisfiesFieldRule(username, rules.username!)).toBe(true);
          expect(satisfiesFieldRule(password, rules.password!)).toBe(true);
          expect(username.trim()).not.toBe('');
          if (mobileNum.trim() !== '') expect(satisfiesFieldRule(mobileNum, rules.mobileNum!)).toBe(true);
        },
      ),
    );
  });
});

describe('affiliate code check before registering (SPEC §4)', () => {
  it('verifies the code first when the field is shown and filled', () => {
    expect(shouldVerifyAffiliateCode(rules, 'ABC')).toBe(true);
  });
  it('skips the check when the field is hidden or empty', () => {
    expect(shouldVerifyAffiliateCode(rules, '  ')).toBe(false);
    expect(shouldVerifyAffiliateCode(rules, null)).toBe(false);
    expect(shouldVerifyAffiliateCode({}, 'ABC')).toBe(false);
  });
});
