import { useT } from '@lobbykit/i18n';

/** Points as the shown language groups digits ("1,234"); `signed` puts + before a gain (a loss has its −). */
export function usePointsText(): (points: number, signed?: boolean) => string {
  const t = useT();
  return (points, signed = false) => {
    const text = t('points_number', { points: Math.abs(points) });
    if (points < 0) return `−${text}`;
    return signed && points > 0 ? `+${text}` : text;
  };
}
