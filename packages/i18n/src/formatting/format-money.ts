import { formatAmount, MASKED_AMOUNT } from '@lobbykit/domain';
import type { Translate } from '../translator/translate';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Show `***` instead of the amount (the balance eye toggle, SPEC §2). */
  masked?: boolean;
}

/** An amount by the domain rule (2 decimals, comma thousands) with the brand's currency label: `1,234.50 VND`. */
export function formatMoney(t: Translate, currency: string, value: number, options: FormatMoneyOptions = {}): string {
  if (options.masked) return MASKED_AMOUNT;
  return t('money_amount', { amount: formatAmount(value), currency });
}
