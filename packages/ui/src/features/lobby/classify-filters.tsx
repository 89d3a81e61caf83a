import { useLanguage, useT } from '@lobbykit/i18n';
import { cn } from '../../styling/cn';

/** One classify group of a vendor's games (PLATFORM-FACTS §6.3 `gameClassify`). */
export type ClassifyOption = { key: string; displayName: string; gameCount: number };

/** Props of {@link ClassifyFilters}. */
export type ClassifyFiltersProps = {
  options: readonly ClassifyOption[];
  /** The selected group's key, or null for every game. */
  value: string | null;
  onChange: (key: string | null) => void;
  className?: string;
};

/** The game types of the shown vendor as toggle chips with their counts; "All" clears the filter. */
export function ClassifyFilters({ options, value, onChange, className }: ClassifyFiltersProps) {
  const t = useT();
  const { language } = useLanguage();
  const count = new Intl.NumberFormat(language.tag);
  const total = options.reduce((sum, option) => sum + option.gameCount, 0);
  const chips = [{ key: null, displayName: t('lobby_filter_all'), gameCount: total }, ...options];
  return (
    <fieldset
      data-slot="classify-filters"
      className={cn(
        'm-0 flex min-w-0 gap-2 overflow-x-auto border-0 p-0 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0',
        className,
      )}
    >
      <legend className="sr-only">{t('lobby_filters_label')}</legend>
      {chips.map((chip) => {
        const pressed = chip.key === value;
        return (
          <button
            key={chip.key ?? '*'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.key)}
            className={cn(
              'inline-flex h-8 shrink-0 items-center gap-2 rounded-md px-3 font-medium text-sm',
              'motion-safe:transition-colors focus-visible:outline-2 focus-visible:outline-focus',
              pressed ? 'bg-accent-soft text-text ring-1 ring-accent' : 'bg-surface-2 text-text-muted hover:text-text',
            )}
          >
            {chip.displayName}
            <span className="rounded-sm bg-page/60 px-1.5 text-xs tabular-nums">{count.format(chip.gameCount)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
