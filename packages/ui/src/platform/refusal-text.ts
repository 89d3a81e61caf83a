import { moneyFiguresOf, type RefusalMessage, timeFiguresOf } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useCallback } from 'react';

/**
 * A refusal's message in the catalogue's words, its figures in the player's format: money with the currency label
 * ('The minimum is 100.00 VND'), moments as the platform's date and time with its zone ('until 2026-06-18 12:00
 * GMT+7', a time-out's end).
 */
export function useRefusalText(): (message: RefusalMessage) => string {
  const t = useT();
  const { formatMoney, formatDateTimeWithZone } = useFormat();
  return useCallback(
    (message) => {
      const params: Record<string, string | number | null> = { ...message.params };
      for (const name of moneyFiguresOf(message)) params[name] = formatMoney(Number(params[name]));
      for (const name of timeFiguresOf(message))
        params[name] = formatDateTimeWithZone(Number(params[name]), 'yyyy-MM-dd hh:mm');
      return t.message({ key: message.key, params });
    },
    [t, formatMoney, formatDateTimeWithZone],
  );
}
