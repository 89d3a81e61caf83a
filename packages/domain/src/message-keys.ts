import { IP_VERIFICATION_REFUSAL_KEY, PHONE_AUTH_ERROR_KEYS } from './login-refusal';
import { JURISDICTION_MESSAGE_KEYS } from './responsible-gaming/jurisdiction';
import { PROTECTION_MESSAGE_KEYS } from './responsible-gaming/protection-refusal';
import { REGISTRATION_LIMIT_MESSAGE_KEYS } from './responsible-gaming/registration-limits';

/** Pattern ids whose messages the platform's catalogue defines (PLATFORM-FACTS §4.2). */
export const PATTERN_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;

/** The message key of a registration pattern: `reg_pattern_<patternId>` (PLATFORM-FACTS §4.1). */
export function patternMessageKey(patternId: number | string | null | undefined): `reg_pattern_${string}` {
  const id = String(patternId ?? '').trim();
  return `reg_pattern_${id === '' ? '0' : id}`;
}

/**
 * Every message key this package can return, so a catalogue can be checked for coverage. Pattern keys for
 * ids outside 0–19 come only from a server that sends such a `patternId`.
 */
// Built in a function marked pure, so an app that does not read the list does not carry the spreads that make it.
export const DOMAIN_MESSAGE_KEYS = /* @__PURE__ */ (() =>
  [
    'not_empty',
    'unknown_error',
    'inconsistent_twice',
    'invitation_code_error',
    'in_email_incorrect',
    'n_digit_number',
    'in_need_true_account',
    'error_not_agent',
    'in_please_account',
    'game_maintenance',
    'feedback_word_range',
    'remark_too_long',
    'activity_comment_too_long',
    'image_type_invalid',
    'image_too_large',
    'too_many_images',
    'age_declaration_required',
    'terms_required',
    'birthday_age_required',
    'birthday_invalid',
    'proof_required',
    'invalid_amount',
    'amount_below_minimum',
    'amount_above_maximum',
    'insufficient_balance',
    'amount_below_minimum_figure',
    'amount_above_maximum_figure',
    'insufficient_balance_figure',
    'points_invalid',
    'points_below_minimum_figure',
    'points_convert_step_figure',
    'points_not_enough_figure',
    'points_below_minimum',
    'points_convert_step',
    'points_not_enough',
    'goods_out_of_stock',
    'affiliate_contact_invalid',
    'text_too_long',
    'contract_tiers_none',
    'contract_tiers_too_many',
    'contract_tier_rate_range',
    'contract_tier_thresholds_order',
    'contract_tier_rates_order',
    IP_VERIFICATION_REFUSAL_KEY,
    ...PHONE_AUTH_ERROR_KEYS,
    ...PROTECTION_MESSAGE_KEYS,
    ...JURISDICTION_MESSAGE_KEYS,
    ...REGISTRATION_LIMIT_MESSAGE_KEYS,
    ...PATTERN_IDS.map((id) => patternMessageKey(id)),
  ] as const)();

/** A key of {@link DOMAIN_MESSAGE_KEYS}, or a pattern key of a patternId the server invented. */
export type DomainMessageKey = (typeof DOMAIN_MESSAGE_KEYS)[number] | `reg_pattern_${string}`;

/** Values a message substitutes: names like `min`, or positional `'0'`, `'1'` for the spec's `{0}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number | null>>;

/** A message a rule returns: a catalogue key plus the values it substitutes. */
export interface DomainMessage {
  key: DomainMessageKey;
  params?: MessageParams;
}
