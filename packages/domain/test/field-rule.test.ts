import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldRuleMessage, isFieldRequired, isFieldShown, patternMessageKey, satisfiesFieldRule } from '../src';

describe('field rules (SPEC §3, §5; PLATFORM-FACTS §4.1)', () => {
  it('shows a field only when its rule exists and is enabled', () => {
    expect(isFieldShown({ enabled: true })).toBe(true);
    expect(isFieldShown({ enabled: 1 })).toBe(true);
    expect(isFieldShown({ enabled: false })).toBe(false);
    expect(isFieldShown(null)).toBe(false);
    expect(isFieldShown(undefined)).toBe(false);
  });
  it('requires a field only when its rule says required', () => {
    expect(isFieldRequired({ required: true })).toBe(true);
    expect(isFieldRequired({ required: 0 })).toBe(false);
    expect(isFieldRequired(undefined)).toBe(false);
  });
  it('treats "*" as a pattern that accepts anything', () => {
    expect(satisfiesFieldRule('any thing !', { acceptedPattern: '*' })).toBe(true);
  });
  it('applies the pattern without implicit anchors', () => {
    expect(satisfiesFieldRule('ab1', { acceptedPattern: '[0-9]' })).toBe(true);
    expect(satisfiesFieldRule('ab1', { acceptedPattern: '^[a-z]+$' })).toBe(false);
  });
  it('applies minLength and maxLength', () => {
    const rule = { acceptedPattern: '*', minLength: 2, maxLength: 4 };
    expect(satisfiesFieldRule('a', rule)).toBe(false);
    expect(satisfiesFieldRule('ab', rule)).toBe(true);
    expect(satisfiesFieldRule('abcd', rule)).toBe(true);
    expect(satisfiesFieldRule('abcde', rule)).toBe(false);
  });
  it('ignores a pattern the browser cannot compile rather than blocking the form', () => {
    expect(satisfiesFieldRule('x', { acceptedPattern: '([' })).toBe(true);
  });
  it('builds the message key from the patternId with min and max', () => {
    expect(fieldRuleMessage({ patternId: 5, minLength: 6, maxLength: 12 })).toEqual({
      key: 'reg_pattern_5',
      params: { min: 6, max: 12, range: '6 - 12' },
    });
  });
  it('collapses the range to a single number when min equals max', () => {
    expect(fieldRuleMessage({ patternId: '6', minLength: 10, maxLength: 10 }).params?.range).toBe('10');
  });
  it('shows an open range when there is no maximum', () => {
    expect(fieldRuleMessage({}).params).toEqual({ min: 0, max: null, range: '0+' });
    expect(fieldRuleMessage({}).key).toBe('reg_pattern_0');
  });
  it('names pattern keys reg_pattern_<id>', () => {
    expect(patternMessageKey(19)).toBe('reg_pattern_19');
    expect(patternMessageKey(' 3 ')).toBe('reg_pattern_3');
    expect(patternMessageKey(null)).toBe('reg_pattern_0');
  });
  it('never throws on random values and patterns (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.integer()), (value, pattern, min) => {
        expect(typeof satisfiesFieldRule(value, { acceptedPattern: pattern, minLength: min })).toBe('boolean');
      }),
    );
  });
});
