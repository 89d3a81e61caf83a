import { Dialog, VisuallyHidden } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../styling/cn';

export type ModalProps = {
  /** The modal's name in the product (`loginPopupModal`, …): exposed as `data-modal` for styling and tests. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible heading. Without one, `label` names the dialog for screen readers. */
  title?: ReactNode;
  label?: string;
  /** Optional line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** SPEC §2: the close button is shown unless turned off. */
  showClose?: boolean;
  closeLabel: string;
  /** The dialog helper's extras (SPEC §2): close after a time, or when the cover behind it is clicked. */
  autoCloseMs?: number;
  dismissOnCover?: boolean;
  /** `fit` sizes the modal to its content (a short notice), between 360 and 640 px wide; the others are fixed. */
  size?: 'md' | 'lg' | 'full' | 'fit';
  className?: string;
  children?: ReactNode;
};

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const sizes = {
  // SPEC §2 default modal: 600 wide, 300 high.
  md: 'sm:max-w-[600px] sm:min-h-[300px]',
  lg: 'sm:max-w-[960px] sm:min-h-[480px]',
  full: 'sm:max-w-[1200px] sm:h-[88dvh]',
  // A sheet from the bottom on phones; centred and as wide as its text above, since nothing arrives after it opens.
  fit: 'top-auto max-h-[88dvh] rounded-t-lg border-border border-t sm:top-1/2 sm:w-fit sm:min-w-[360px] sm:max-w-[min(640px,calc(100%-2rem))] sm:-translate-y-1/2',
} as const;

function focusMainLandmark(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/**
 * The product's modal: scroll lock with the page position kept, focus trapped and restored, Escape closes,
 * a click outside does not (SPEC §2). On a phone it becomes a full-height sheet.
 */
export function Modal({
  name,
  open,
  onOpenChange,
  title,
  label,
  description,
  showClose = true,
  closeLabel,
  autoCloseMs,
  dismissOnCover = false,
  size = 'md',
  className,
  children,
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; our modals open from anywhere (a gated action, a
  // marquee item), so remember what had focus and give it back on close.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => onOpenChange(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="modal-overlay"
          className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-out data-[state=open]:animate-in motion-safe:transition-opacity"
        />
        <Dialog.Content
          data-slot="modal"
          data-modal={name}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Start where the person works (the first field), not on the header's close button.
            const first = (event.currentTarget as HTMLElement | null)
              ?.querySelector('[data-slot="modal-body"]')
              ?.querySelector<HTMLElement>(FOCUSABLE);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Back to what opened it; a modal that opened by itself (after-login popups) or whose opener is gone
            // hands focus to the page's main landmark rather than dropping it on the body.
            if (opener.current?.isConnected && opener.current !== document.body) opener.current.focus();
            else focusMainLandmark();
          }}
          onInteractOutside={(event) => {
            if (!dismissOnCover) event.preventDefault();
          }}
          className={cn(
            // scroll-padding keeps a focused field clear of the sticky header (WCAG 2.2 2.4.11).
            'fixed inset-0 z-50 flex scroll-pt-24 flex-col overflow-y-auto bg-surface-1 text-text shadow-raised outline-none',
            // Anchored near the top, not centred: content that arrives later grows the dialog downwards only.
            'sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border',
            sizes[size],
            className,
          )}
        >
          {/* The title and close button stay in view while a long form scrolls under them. */}
          <div className="sticky top-0 z-10 flex items-start gap-3 border-border border-b bg-surface-1 px-5 py-4">
            <div className="min-w-0 flex-1">
              {title ? (
                <Dialog.Title className="font-bold text-lg leading-tight">{title}</Dialog.Title>
              ) : (
                <VisuallyHidden.Root asChild>
                  <Dialog.Title>{label ?? name}</Dialog.Title>
                </VisuallyHidden.Root>
              )}
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-text-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            {showClose ? (
              <Dialog.Close
                data-slot="modal-close"
                aria-label={closeLabel}
                className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-2 hover:text-text"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
                  <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            ) : null}
          </div>
          <div data-slot="modal-body" className="flex-1 px-5 py-4">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
