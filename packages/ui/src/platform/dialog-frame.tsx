import { type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, type Ref, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../styling/cn';

type DialogFrameProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  ref?: Ref<HTMLDivElement>;
  title: string;
  /** Set when the frame is the dialog (its error state), so the title names it. */
  titleId?: string;
  /** Shows a close button in the title bar, as the modal has. */
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
};

/**
 * The modal's look (cover, panel, title bar) for a dialog whose code has not arrived, drawn without the modal's
 * code (Radix's dialog stack), which would otherwise ride on every first paint. It stands where the modal stands,
 * so the dialog replaces it without a jump, and is portalled like the modal: a sticky, blurred header would
 * otherwise be the containing block of `fixed`.
 */
export function DialogFrame({
  ref,
  title,
  titleId,
  onClose,
  closeLabel,
  className,
  children,
  ...panelProps
}: DialogFrameProps) {
  return createPortal(
    <div>
      <div className="fixed inset-0 z-50 bg-overlay" />
      <div
        ref={ref}
        {...panelProps}
        className={cn(
          'fixed z-50 flex flex-col bg-surface-1 text-text shadow-raised',
          className ??
            'inset-0 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:min-h-[300px] sm:w-[calc(100%-2rem)] sm:max-w-[460px] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border',
        )}
      >
        <div className="flex items-start gap-3 border-border border-b px-5 py-4">
          <div
            id={titleId}
            aria-hidden={titleId ? undefined : true}
            className="min-w-0 flex-1 font-bold text-lg leading-tight"
          >
            {title}
          </div>
          {onClose ? (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-2 hover:text-text"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
                <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Escape closes the frame, as it closes the modal. */
export function useCloseOnEscape(onClose: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
}

/** Tab and Shift+Tab cycle through the panel's buttons instead of leaving for the page under the cover. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const buttons = [...panel.querySelectorAll<HTMLElement>('button:not([disabled])')];
  const first = buttons[0];
  const last = buttons.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
