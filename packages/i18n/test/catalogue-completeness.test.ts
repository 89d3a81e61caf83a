import { DOMAIN_MESSAGE_KEYS } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/catalogues/ar';
import { COMPLETE_LANGUAGES, loadShippedCatalogue } from '../src/catalogues/catalogue-loaders';
import { en, type PartialCatalogue } from '../src/catalogues/en';
import { INLINE_FALLBACK } from '../src/catalogues/inline-fallback';
import { type MessagePart, parseMessage } from '../src/runtime/parse-message';

/** What a translator must keep from the English text: argument names with their kind, and rich-text tags. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.type === 'pound') continue;
      if (part.type === 'argument') found.add(`{${part.name}}`);
      else if (part.type === 'tag') {
        found.add(`<${part.name}>`);
        walk(part.children);
      } else {
        found.add(`{${part.name}, ${part.type}}`);
        for (const option of Object.values(part.options)) walk(option);
      }
    }
  };
  walk(parseMessage(message));
  return [...found].sort();
}

const englishKeys = Object.keys(en).sort();

describe('catalogue completeness (the six offered languages)', () => {
  it.each(COMPLETE_LANGUAGES)('%s has exactly the English keys', async (code) => {
    const catalogue = (await loadShippedCatalogue(code)) ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
  });

  it.each(COMPLETE_LANGUAGES)('%s keeps every placeholder and tag of the English messages', async (code) => {
    const catalogue = ((await loadShippedCatalogue(code)) ?? {}) as Record<string, string>;
    const differences = englishKeys.flatMap((key) => {
      const expected = placeholdersOf(en[key as keyof typeof en]);
      const actual = placeholdersOf(catalogue[key] ?? '');
      return JSON.stringify(expected) === JSON.stringify(actual) ? [] : [{ key, expected, actual }];
    });
    expect(differences).toEqual([]);
  });

  // Brand and app names read the same everywhere; Tagalog players read these English loanwords on every site of this kind.
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
    ALL: [
      'money_amount',
      'country_option',
      'nav_vip',
      'whatsapp',
      'facebook',
      'wechat',
      'telegram',
      'zalo',
      'line_id',
      // Only placeholders and signs: a number of points, "{points} = {amount}", "+ {amount}".
      'points_number',
      'pm_convert_rate',
      'pm_plus_amount',
    ],
    TY: [
      'nav_live',
      'nav_slots',
      'nav_poker',
      'nav_esports',
      'nav_points_mall',
      'live_chat',
      'login_by_username',
      'login_by_mobile',
      'username',
      'password',
      'mobile_number',
      'sms_code',
      'captcha',
      'google_verification',
      'register_by_username',
      'register_by_mobile',
      'email',
      'affiliate_code',
      'referral_code',
      'point_live',
      'point_pvp',
      'point_slots',
      'promo_rng',
      'promo_live',
      'promo_pvp',
      'promo_rebate',
      'promo_point_mall',
    ],
  };

  it.each(COMPLETE_LANGUAGES.filter((code) => code !== 'EN'))(
    '%s translates every message that has words',
    async (code) => {
      const catalogue = ((await loadShippedCatalogue(code)) ?? {}) as Record<string, string>;
      const allowed = new Set([...(SAME_AS_ENGLISH.ALL ?? []), ...(SAME_AS_ENGLISH[code] ?? [])]);
      const untranslated = englishKeys.filter(
        (key) => !allowed.has(key) && catalogue[key] === en[key as keyof typeof en] && /[a-z]{3}/.test(catalogue[key]),
      );
      expect(untranslated).toEqual([]);
    },
  );

  it('AR, a partial catalogue, only uses English keys and keeps their placeholders', () => {
    const partial: PartialCatalogue = ar;
    for (const [key, message] of Object.entries(partial)) {
      expect(englishKeys).toContain(key);
      expect(placeholdersOf(message as string)).toEqual(placeholdersOf(en[key as keyof typeof en]));
    }
  });

  it('the inline fallback shipped in the main bundle says exactly what the English catalogue says', () => {
    for (const [key, message] of Object.entries(INLINE_FALLBACK)) expect(message).toBe(en[key as keyof typeof en]);
  });

  it('has a message for every key the domain returns (SPEC §5, PLATFORM-FACTS §4.2)', () => {
    expect(DOMAIN_MESSAGE_KEYS.filter((key) => !(key in en))).toEqual([]);
  });

  it("keeps the earlier build's key names, which platforms of this family answer with (PLATFORM-FACTS §4.2, §7.2)", () => {
    const earlierBuild = [
      'in_network_again',
      'timeout_retry_please',
      'domain_check_failed',
      'member_no_enter',
      'error_not_agent',
      'in_need_true_account',
      'in_logged_login',
      'in_username_exist',
      'invitation_code_error',
      'inconsistent_twice',
      'blockip',
      'info_ip_block',
      'game_maintenance',
      'info_maintenance',
      'login_2fa_tips',
      'login_2fa_payee',
      'google_verification',
      'ga_ver_code',
      'verify_first',
      'click_verify',
      'verify_success',
      'click_retry_again',
      'unknown_error',
      'copy_success',
      'auth/invalid-phone-number',
      'auth/too-many-requests',
      'auth/code-expired',
      'auth/popup-closed-by-user',
      'error_password',
      'enter_verification_code',
      'error_phone_number_limit',
      'in_payeeName_error',
      'in_mobileNum_error',
      'not_empty',
      'n_digit_number',
    ];
    expect(earlierBuild.filter((key) => !(key in en))).toEqual([]);
  });

  // The refusal keys the sandbox and the api-client answer with are checked against this catalogue by
  // packages/sandbox/test/message-keys.test.ts, from their exported key lists (i18n may not import them).
  it('has the error keys of the earlier build that the platform and the sandbox send (PLATFORM-FACTS §7.2)', () => {
    const earlierKeys = [
      'in_network_again',
      'timeout_retry_please',
      'domain_check_failed',
      'member_no_enter',
      'error_not_agent',
      'in_need_true_account',
      'in_logged_login',
      'in_sorry_in',
      'in_please_account',
      'in_username_exist',
      'invitation_code_error',
      'inconsistent_twice',
      'in_first_password',
      'in_change_expired',
      'in_password_expired',
      'after_reset_pass',
      'change_pass_success',
      'blockip',
      'info_ip_block',
      'game_maintenance',
      'info_maintenance',
      'maintenance',
      'in_maintenance',
      'login_2fa_tips',
      'login_2fa_pass',
      'login_2fa_mobile',
      'login_2fa_vcode',
      'login_2fa_email',
      'login_2fa_payee',
      'login_2fa_payee_tips',
      'google_verification',
      'ga_ver_code',
      'verify_first',
      'click_verify',
      'verify_success',
      'click_retry_again',
      'unknown_error',
      'copy_success',
      'auth/invalid-phone-number',
      'auth/missing-phone-number',
      'auth/too-many-requests',
      'auth/unknown',
      'auth/invalid-verification-code',
      'auth/missing-verification-code',
      'auth/captcha-check-failed',
      'auth/quota-exceeded',
      'auth/operation-not-allowed',
      'auth/code-expired',
      'auth/popup-closed-by-user',
      'error_password',
      'enter_verification_code',
      'error_phone_number_limit',
      'in_payeeName_error',
      'in_mobileNum_error',
      'in_account_incorrect',
      'in_password_incorrect',
      'in_email_incorrect',
      'in_confirmation_correct',
      'not_empty',
      'fill_in_mobile',
      'n_digit_number',
      'in_increase_verifyPwd',
      'function_not_available',
      'invalid_request',
    ];
    expect(earlierKeys.filter((key) => !(key in en))).toEqual([]);
  });
});
