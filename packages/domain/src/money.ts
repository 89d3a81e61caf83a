/** What a hidden balance shows instead of digits (SPEC §2 logged-in panel). */
export const MASKED_AMOUNT = '***';

// toFixed switches to exponent notation from 1e21; such doubles are integers, so BigInt prints them exactly.
const EXPONENT_THRESHOLD = 1e21;

/** Formats money with 2 decimals and comma thousands separators: 1234567.5 → '1,234,567.50' (SPEC §1). */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatAmount needs a finite number, got ${value}`);
  const magnitude = Math.abs(value);
  const fixed = magnitude >= EXPONENT_THRESHOLD ? `${BigInt(magnitude)}.00` : magnitude.toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && fixed !== '0.00' ? '-' : '';
  return `${sign}${grouped}.${fraction}`;
}

/** The masked form of any amount, '***', for the balance eye toggle (SPEC §2). */
export function maskAmount(): typeof MASKED_AMOUNT {
  return MASKED_AMOUNT;
}
