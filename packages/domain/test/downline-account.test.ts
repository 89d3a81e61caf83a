import { describe, expect, it } from 'vitest';
import { checkDownlineAccount, type FieldRule } from '../src';

const username: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  patternId: 1,
  minLength: 6,
  maxLength: 12,
};
const password: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 6,
  maxLength: 20,
};
const rules = { username, password };

describe('opening a downline account (SPEC §2 register centre, §5 registration rules)', () => {
  it('accepts an account that meets the registration rules', () => {
    expect(
      checkDownlineAccount({ username: 'newbie7', password: 'Secret12', confirmPassword: 'Secret12' }, rules),
    ).toEqual({});
  });

  it('requires username, password and its confirmation', () => {
    expect(checkDownlineAccount({ username: '  ', password: '', confirmPassword: '' }, rules)).toEqual({
      username: { key: 'not_empty' },
      password: { key: 'not_empty' },
      confirmPassword: { key: 'not_empty' },
    });
  });

  it('says the rule of a username or password that breaks it, with its lengths', () => {
    const problems = checkDownlineAccount({ username: '7up', password: 'abc', confirmPassword: 'abc' }, rules);
    expect(problems.username).toEqual({ key: 'reg_pattern_1', params: { min: 6, max: 12, range: '6 - 12' } });
    expect(problems.password).toEqual({ key: 'reg_pattern_0', params: { min: 6, max: 20, range: '6 - 20' } });
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(
      checkDownlineAccount({ username: 'newbie7', password: 'Secret12', confirmPassword: 'Secret13' }, rules),
    ).toEqual({ confirmPassword: { key: 'inconsistent_twice' } });
  });

  it('checks presence only when the server sends no rule', () => {
    expect(checkDownlineAccount({ username: 'x', password: 'y', confirmPassword: 'y' }, {})).toEqual({});
  });
});
