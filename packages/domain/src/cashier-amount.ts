import type { DomainMessage } from './message-keys';

/** What a money screen checks an amount against: the channel's or option's limits and what the wallet holds. */
export interface AmountLimits {
  /** Smallest amount allowed, as a decimal string ('100.00'). */
  min?: string | null;
  /** Largest amount allowed. */
  max?: string | null;
  /** What the paying wallet holds now; an amount above it is refused before sending. */
  available?: string | null;
}

/** The result of {@link checkAmount}: the amount as the platform takes it ('1234.50'), or why it is refused. */
export type AmountCheck = { ok: true; amount: string } | { ok: false; message: DomainMessage };

// Digits with an optional fraction of at most 2 (money has cents, never more), and optional thousands commas.
const TYPED_AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{0,2})?$|^\.\d{1,2}$/;
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** A decimal amount ('1234.5', '-3.25') as minor units (cents), exactly: money never goes through a float. */
export function toMinorUnits(decimal: string): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${decimal}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Minor units back to the platform's decimal string with 2 decimals: 123450n → '1234.50'. */
export function fromMinorUnits(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** The exact sum of decimal amounts, as a decimal string (the total of every wallet, to the cent). */
export function sumAmounts(amounts: readonly string[]): string {
  return fromMinorUnits(amounts.reduce((total, amount) => total + toMinorUnits(amount), 0n));
}

/** What a person typed ('1,000', '25.5', ' 7 ') as the platform's decimal ('1000.00'), or null when it is no amount. */
export function readTypedAmount(typed: string): string | null {
  const text = typed.trim();
  if (!TYPED_AMOUNT.test(text)) return null;
  const plain = text.replaceAll(',', '');
  return fromMinorUnits(toMinorUnits(plain.startsWith('.') ? `0${plain}` : plain.replace(/\.$/, '')));
}

/**
 * Checks an amount before a money action is sent (deposit, transfer, withdrawal): a positive amount with at most
 * 2 decimals, within the limits, and no more than the wallet holds. Answers the amount the platform takes, or a
 * refusal that names the figure missed (the minimum, the maximum, what the wallet holds; `moneyFiguresOf` tells
 * which params are money).
 */
export function checkAmount(typed: string, limits: AmountLimits = {}): AmountCheck {
  const amount = readTypedAmount(typed);
  if (amount === null || toMinorUnits(amount) <= 0n) return { ok: false, message: { key: 'invalid_amount' } };
  const minor = toMinorUnits(amount);
  if (limits.min && minor < toMinorUnits(limits.min)) {
    return { ok: false, message: { key: 'amount_below_minimum_figure', params: { min: limits.min } } };
  }
  if (limits.max && minor > toMinorUnits(limits.max)) {
    return { ok: false, message: { key: 'amount_above_maximum_figure', params: { max: limits.max } } };
  }
  if (limits.available != null && minor > toMinorUnits(limits.available)) {
    return { ok: false, message: { key: 'insufficient_balance_figure', params: { available: limits.available } } };
  }
  return { ok: true, amount };
}
