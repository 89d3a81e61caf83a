import { useLanguage, useT } from '@lobbykit/i18n';
import { LazyMenu } from '../../platform/lazy-menu';
import { cn } from '../../styling/cn';

/**
 * The header's language picker (SPEC §2): the brand's languages by native name; switching never reloads the page.
 * `compact` shows only the globe (phones); the name stays in the button's accessible name.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { language, languages, pendingLanguage, setLanguage } = useLanguage();
  return (
    <LazyMenu
      data-slot="language-picker"
      aria-busy={pendingLanguage ? true : undefined}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-md border border-border bg-surface-2 text-sm hover:bg-surface-3',
        compact ? 'w-9 justify-center' : 'px-3',
      )}
      menu={(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-border bg-surface-2 p-1 text-text shadow-raised"
        >
          <Menu.RadioGroup value={language.code} onValueChange={(code) => void setLanguage(code)}>
            {languages.map((option) => (
              <Menu.RadioItem
                key={option.code}
                value={option.code}
                lang={option.tag}
                dir={option.dir}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-3 data-[state=checked]:font-semibold"
              >
                {option.nativeName}
                <Menu.ItemIndicator aria-hidden="true" className="text-gold">
                  ●
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <span className={compact ? 'sr-only' : undefined}>
        <span className="sr-only">{t('language')}: </span>
        {language.nativeName}
      </span>
    </LazyMenu>
  );
}
