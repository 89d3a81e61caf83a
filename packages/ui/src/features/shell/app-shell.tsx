import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { LanguagePicker } from './language-picker';

export type AppShellProps = {
  /** The brand's name, shown as the logo text and in the copyright line. */
  brandName: string;
  /** The brand's logo; defaults to its name in the brand colours. */
  logo?: ReactNode;
  children?: ReactNode;
};

/** The page frame: a skip link, the header with the logo and language picker, the main area and the footer. */
export function AppShell({ brandName, logo, children }: AppShellProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {t('skip_to_content')}
      </a>
      <header className="sticky top-0 z-30 border-border border-b bg-surface-1/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4">
          <a href="/" className="font-black text-xl tracking-tight">
            {logo ?? (
              <>
                <span className="text-gold">{brandName.slice(0, 1)}</span>
                {brandName.slice(1)}
              </>
            )}
          </a>
          <LanguagePicker />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      <footer className="border-border border-t bg-surface-1 px-4 py-6 text-center text-sm text-text-muted">
        {t('footer_copyright', { year: new Date().getFullYear(), brand: brandName })}
      </footer>
    </div>
  );
}
