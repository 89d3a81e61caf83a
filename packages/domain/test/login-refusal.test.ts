import { describe, expect, it } from 'vitest';
import { phoneAuthErrorKey, readLoginRefusal } from '../src/login-refusal';

describe('refused login (SPEC §4, §8)', () => {
  it('shows the captcha when the refusal carries captcha: true', () => {
    expect(readLoginRefusal({ messageKey: 'in_password_incorrect', value: { captcha: true } })).toEqual({
      kind: 'captcha',
      messageKey: 'in_password_incorrect',
    });
  });

  it('accepts the platform flag forms 1 and "1" for the captcha', () => {
    expect(readLoginRefusal({ messageKey: 'x', value: { captcha: '1' } }).kind).toBe('captcha');
    expect(readLoginRefusal({ messageKey: 'x', value: { captcha: 1 } }).kind).toBe('captcha');
  });

  it('shows only the message when the refusal has no captcha flag', () => {
    expect(readLoginRefusal({ messageKey: 'in_password_incorrect', value: { captcha: false } })).toEqual({
      kind: 'message',
      messageKey: 'in_password_incorrect',
    });
    expect(readLoginRefusal({ messageKey: 'in_network_again' })).toEqual({
      kind: 'message',
      messageKey: 'in_network_again',
    });
  });

  it('asks for the unregistered-IP verification with the methods the platform lists, in a fixed order', () => {
    expect(readLoginRefusal({ messageKey: 'login_2fa_tips', value: { methods: ['google', 'mobile', 'fax'] } })).toEqual(
      { kind: 'ip-verification', methods: ['mobile', 'google'] },
    );
  });

  it('offers all four verification methods when the platform lists none', () => {
    expect(readLoginRefusal({ messageKey: 'login_2fa_tips', value: null })).toEqual({
      kind: 'ip-verification',
      methods: ['mobile', 'email', 'payee', 'google'],
    });
  });
});

describe('phone-verification error codes (SPEC §8)', () => {
  it('keeps every listed code as its own message key', () => {
    expect(phoneAuthErrorKey('auth/code-expired')).toBe('auth/code-expired');
    expect(phoneAuthErrorKey('auth/popup-closed-by-user')).toBe('auth/popup-closed-by-user');
  });

  it('turns an unlisted or missing code into auth/unknown', () => {
    expect(phoneAuthErrorKey('auth/network-request-failed')).toBe('auth/unknown');
    expect(phoneAuthErrorKey(undefined)).toBe('auth/unknown');
  });
});
