import { useFormat } from '@lobbykit/i18n';
import { cn } from '../../styling/cn';

/** A session's length as a clock reads it (`1:05:09`, `05:09` under an hour), the same in every language. */
export function elapsedText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** A session's elapsed time in tabular figures, as a `<time>` with its ISO duration for assistive tools. */
export function ElapsedTime({ seconds, className }: { seconds: number; className?: string }) {
  const whole = Math.max(0, Math.floor(seconds));
  return (
    <time dateTime={`PT${whole}S`} data-slot="elapsed-time" className={cn('tabular-nums', className)}>
      {elapsedText(whole)}
    </time>
  );
}

/**
 * A net result (wins less bets) with its sign: a gain in gold, as money won is shown; a loss plainly, never in the
 * error red, because losing is not a fault.
 */
export function NetResult({ value, className }: { value: string; className?: string }) {
  const { formatMoney } = useFormat();
  const number = Number(value);
  const text = formatMoney(Math.abs(number));
  return (
    <span
      data-slot="net-result"
      data-sign={number > 0 ? 'gain' : number < 0 ? 'loss' : 'even'}
      className={cn('whitespace-nowrap tabular-nums', number > 0 && 'text-gold', className)}
    >
      {number > 0 ? `+${text}` : number < 0 ? `−${text}` : text}
    </span>
  );
}
