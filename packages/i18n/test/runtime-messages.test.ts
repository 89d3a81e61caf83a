import { fieldRuleMessage } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { defineBrandLanguages } from '../src/brand/define-brand-languages';
import { createI18n } from '../src/translator/create-i18n';

const specBrand = defineBrandLanguages({ supported: ['EN', 'TY'], default: 'EN', currency: 'VND' });

describe('messages the app only knows at run time (SPEC §5 pattern messages, §8 server messages)', () => {
  it('builds pattern messages from a domain rule with the range collapsed when min equals max', async () => {
    const i18n = createI18n({ brand: specBrand });
    await i18n.ready;
    const { t } = i18n.getState();
    expect(t.message(fieldRuleMessage({ patternId: 4, minLength: 6, maxLength: 12 }))).toBe(
      '6 - 12 characters: letters and digits only, no special characters',
    );
    expect(t.message(fieldRuleMessage({ patternId: 6, minLength: 10, maxLength: 10 }))).toBe(
      '10 characters: digits only',
    );
    expect(t.message(fieldRuleMessage({ patternId: 99, minLength: 1, maxLength: 5 }))).toBe(
      'Please check the format of this field',
    );
  });

  it('translates a server message that is a key and shows any other server text as sent', async () => {
    const i18n = createI18n({ brand: specBrand, initialLanguage: 'TY' });
    await i18n.ready;
    const { t } = i18n.getState();
    expect(t.dynamic('in_network_again')).toBe('May problema sa koneksyon ng network. Subukang muli.');
    expect(t.dynamic('auth/code-expired')).toBe('Expired na ang code. Magpadala ng bago.');
    expect(t.dynamic('Account locked by operator')).toBe('Account locked by operator');
    expect(t.has('login')).toBe(true);
    expect(t.has('toString')).toBe(false);
  });

  it('fills the spec’s positional {0} placeholders', async () => {
    const i18n = createI18n({ brand: specBrand });
    await i18n.ready;
    expect(i18n.getState().t('n_digit_number', { 0: 10 })).toBe('The phone number must have 10 digits');
  });

  it('checks keys and values at compile time', async () => {
    const i18n = createI18n({ brand: specBrand });
    await i18n.ready;
    const { t } = i18n.getState();
    // @ts-expect-error a key that is not in the catalogue
    expect(t('no_such_key')).toBe('no_such_key');
    // @ts-expect-error sms_resend_in needs { seconds: number }
    expect(t('sms_resend_in')).toBe('Resend in {seconds}');
    // @ts-expect-error a plural count is a number
    t('sms_resend_in', { seconds: 'five' });
    expect(t('sms_resend_in', { seconds: 1 })).toBe('Resend in 1 second');
  });
});
