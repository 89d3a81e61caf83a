import { useFormat, useT } from '@lobbykit/i18n';
import { cn } from '../../styling/cn';

/**
 * Says which zone the times nearby are in ("Times in GMT+7"): the platform's, never the player's own, so a player
 * abroad does not read a stamp or a day as their local time.
 */
export function TimeZoneNote({ className }: { className?: string }) {
  const t = useT();
  const { timeZone } = useFormat();
  return (
    <p data-slot="time-zone-note" className={cn('text-text-muted text-xs tabular-nums', className)}>
      {t('time_zone_note', { zone: timeZone.label })}
    </p>
  );
}
