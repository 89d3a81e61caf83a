import { Rejection } from '../rejection';

/** Minor units per major unit: amounts have 2 decimals (SPEC §1). */
const MINOR_PER_MAJOR = 100;

/** '1234.5' → 123450 minor units; money is never summed as floats. */
export function toMinor(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Rejection('invalid_amount');
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new Rejection('invalid_amount');
  return sign === '-' ? -minor : minor;
}

/** 123450 → '1234.50'. */
export function toDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const magnitude = Math.abs(minor);
  const whole = Math.floor(magnitude / MINOR_PER_MAJOR);
  const fraction = String(magnitude % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
