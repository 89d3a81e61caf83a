import type { DomainMessage } from './message-keys';

/** True when a phone number is exactly `digits` digits and nothing else (SPEC §5). */
export function hasPhoneDigits(mobileNum: string, digits: number): boolean {
  return Number.isInteger(digits) && digits > 0 && mobileNum.length === digits && /^\d+$/.test(mobileNum);
}

/** The phone-number digit rule: null when it holds, else `n_digit_number` with {0} = digits (SPEC §5). */
export function checkPhoneDigits(mobileNum: string, digits: number): DomainMessage | null {
  return hasPhoneDigits(mobileNum, digits) ? null : { key: 'n_digit_number', params: { 0: digits } };
}

/** The number in international form for the external phone auth: '+' + dialing code + number (PLATFORM-FACTS §4.1). */
export function internationalPhoneNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum}`;
}
