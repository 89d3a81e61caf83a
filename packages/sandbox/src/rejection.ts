import type { DomainMessageKey } from '@lobbykit/domain';

/**
 * Every message key the sandbox refuses with by name; keys a domain rule returns (DOMAIN_MESSAGE_KEYS) come on top.
 * A refusal's key is typed from this list, so a new key must be listed here, and a test checks the catalogue has it.
 */
export const SANDBOX_MESSAGE_KEYS = [
  // Player protection: limits, session time, time-out and self-exclusion
  'deposit_limit_exceeded',
  'loss_limit_reached',
  'wager_limit_reached',
  'session_time_limit_ended',
  'limit_change_not_found',
  'protection_term_not_offered',
  'activity_not_claimable',
  'activity_not_found',
  'activity_not_joinable',
  'amount_above_maximum',
  'amount_below_minimum',
  'auth/too-many-requests',
  'channel_not_found',
  'contract_action_not_allowed',
  'contract_exists',
  'contract_not_found',
  'contract_not_held',
  'contract_period_invalid',
  'contract_rate_above_own',
  'date_range_invalid',
  'date_range_too_long',
  'downline_not_found',
  'duplicate_request',
  'error_not_agent',
  'free_trial_unavailable',
  'function_not_available',
  'game_maintenance',
  'game_not_found',
  'goods_not_found',
  'goods_out_of_stock',
  'in_captcha_incorrect',
  'in_logged_login',
  'in_need_true_account',
  'in_password_incorrect',
  'in_username_exist',
  'wrong_username_or_password',
  'login_2fa_mismatch',
  'inconsistent_twice',
  'insufficient_balance',
  'invalid_amount',
  'invalid_back_url',
  'invalid_request',
  'invalid_verification_code',
  'invitation_code_error',
  'mobile_taken',
  'no_upline',
  'not_empty',
  'password_unchanged',
  'payment_password_incorrect',
  'payment_password_not_set',
  'payout_account_not_found',
  'points_below_minimum',
  'points_convert_step',
  'points_not_enough',
  'redeem_not_found',
  'room_not_found',
  'same_wallet',
  'unknown_error',
  'verify_first',
  'username_taken',
  'vendor_not_found',
  'withdrawal_not_confirmable',
  'withdrawal_not_found',
] as const;

/** A key the sandbox answers a refusal with: one it names itself, or one a domain rule returned. */
export type SandboxMessageKey = (typeof SANDBOX_MESSAGE_KEYS)[number] | DomainMessageKey;

/** A business refusal: answers `success: false` with a message key (and an optional value such as `{captcha: true}`). */
export class Rejection extends Error {
  readonly messageKey: SandboxMessageKey;
  readonly value: unknown;
  readonly status: number;

  constructor(messageKey: SandboxMessageKey, options: { value?: unknown; status?: number } = {}) {
    super(messageKey);
    this.messageKey = messageKey;
    this.value = options.value;
    this.status = options.status ?? 200;
  }
}
