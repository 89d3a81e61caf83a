import { useT } from '@lobbykit/i18n';
import { Dialog } from 'radix-ui';
import { useControllableState } from 'radix-ui/internal';
import type * as React from 'react';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../styling/cn';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

// Anchored near the top, not centred: content that arrives later grows the dialog downwards only. On a phone it
// fills the screen; scroll-padding keeps a focused field clear of the sticky header (WCAG 2.2 2.4.11).
const centred =
  'inset-0 scroll-pt-24 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border ';

const sizes = {
  // SPEC §2 default modal: 600 wide, 300 high.
  md: `${centred}sm:max-w-[600px] sm:min-h-[300px]`,
  lg: `${centred}sm:max-w-[960px] sm:min-h-[480px]`,
  full: `${centred}sm:max-w-[1200px] sm:h-[88dvh]`,
  // A sheet from the bottom on phones; centred and as wide as its text above, since nothing arrives after it opens.
  fit: `${centred}top-auto max-h-[88dvh] rounded-t-lg border-border border-t sm:top-1/2 sm:w-fit sm:min-w-[360px] sm:max-w-[min(640px,calc(100%-2rem))] sm:-translate-y-1/2`,
  // A full-height panel along the start edge at every width (the phone menu).
  side: 'inset-y-0 start-0 w-[min(22rem,88vw)]',
} as const;

function focusMainLandmark(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** Props of {@link ModalRoot}. */
export type ModalRootProps = {
  /** Controlled: whether the modal is open (give `onOpenChange` too). */
  open?: boolean;
  /** Uncontrolled: whether it starts open; a {@link ModalTrigger} opens it. */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (trigger, Close, Escape, `autoCloseMs`). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog helper's extra (SPEC §2): close by itself this long after opening. */
  autoCloseMs?: number | undefined;
  children?: ReactNode;
};

/** The modal's state, controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`), through one hook. */
export function ModalRoot({ open: prop, defaultOpen = false, onOpenChange, autoCloseMs, children }: ModalRootProps) {
  const [open, setOpen] = useControllableState({ prop, defaultProp: defaultOpen, onChange: onOpenChange });

  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => setOpen(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, setOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {children}
    </Dialog.Root>
  );
}

/** The button that opens the modal; `asChild` lends the behaviour to your own button. */
export function ModalTrigger(props: React.ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger data-slot="modal-trigger" {...props} />;
}

/** Props of {@link ModalContent}. */
export type ModalContentProps = React.ComponentProps<typeof Dialog.Content> & {
  /** The modal's name in the product (`loginPopupModal`, …): exposed as `data-modal` for styling and tests. */
  name: string;
  /** `fit` sizes the modal to its content (a short notice), between 360 and 640 px wide; `side` is a start-edge panel. */
  size?: keyof typeof sizes;
  /** The dialog helper's extra (SPEC §2): a click on the cover behind it closes it. */
  dismissOnCover?: boolean;
};

/**
 * The modal itself, over a cover: the page's scroll locked with its position kept, focus trapped, starting on the
 * first field of the {@link ModalBody} and given back to what opened it, Escape closes, a click outside does not
 * (SPEC §2). On a phone it is a full-height sheet.
 */
export function ModalContent({
  name,
  size = 'md',
  dismissOnCover = false,
  className,
  onCloseAutoFocus,
  ...props
}: ModalContentProps) {
  // Radix returns focus only to a Dialog.Trigger; our modals open from anywhere (a gated action, a
  // marquee item), so remember what had focus and give it back on close.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Portal>
      <Dialog.Overlay
        data-slot="modal-overlay"
        className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-out data-[state=open]:animate-in motion-safe:transition-opacity"
      />
      <Dialog.Content
        data-slot="modal"
        data-modal={name}
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
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
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
          'fixed z-50 flex flex-col overflow-y-auto bg-surface-1 text-text shadow-raised outline-none',
          sizes[size],
          className,
        )}
        {...props}
      />
    </Dialog.Portal>
  );
}

/** The title and close button row; it stays in view while a long form scrolls under it. */
export function ModalHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-header"
      className={cn(
        'sticky top-0 z-10 flex items-start gap-3 border-border border-b bg-surface-1 px-5 py-4',
        className,
      )}
      {...props}
    />
  );
}

/** The modal's name for everyone: a visible heading, or give it `className="sr-only"` to name it for screen readers. */
export function ModalTitle({ className, ...props }: React.ComponentProps<typeof Dialog.Title>) {
  return (
    <Dialog.Title data-slot="modal-title" className={cn('font-bold text-lg leading-tight', className)} {...props} />
  );
}

/** A line under the title, announced as the modal's description. Without one, pass `aria-describedby={undefined}` to the content. */
export function ModalDescription({ className, ...props }: React.ComponentProps<typeof Dialog.Description>) {
  return (
    <Dialog.Description
      data-slot="modal-description"
      className={cn('mt-1 text-sm text-text-muted', className)}
      {...props}
    />
  );
}

/** Props of {@link ModalClose}. */
export type ModalCloseProps = React.ComponentProps<typeof Dialog.Close> & {
  /** The icon button's accessible name; the catalogue's "Close" when not given. */
  label?: string | undefined;
};

/** Closes the modal: an ✕ icon button named `label`, or what you give it (`asChild` lends it to your own button). */
export function ModalClose({ label, className, children, ...props }: ModalCloseProps) {
  const t = useT();
  if (children) {
    return (
      <Dialog.Close data-slot="modal-close" className={className} {...props}>
        {children}
      </Dialog.Close>
    );
  }
  return (
    <Dialog.Close
      data-slot="modal-close"
      aria-label={label ?? t('close')}
      className={cn(
        '-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-2 hover:text-text',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
        <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}

/** The modal's content under the header; focus starts on its first field. */
export function ModalBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="modal-body" className={cn('flex-1 px-5 py-4', className)} {...props} />;
}

/** Props of {@link Modal}. */
export type ModalProps = Pick<ModalContentProps, 'name' | 'size' | 'dismissOnCover' | 'className'> &
  Pick<ModalRootProps, 'autoCloseMs'> & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** Visible heading. Without one, `label` names the dialog for screen readers. */
    title?: ReactNode;
    label?: string;
    /** Optional line under the title, announced as the dialog's description. */
    description?: ReactNode;
    /** SPEC §2: the close button is shown unless turned off. */
    showClose?: boolean;
    /** The close button's name; the catalogue's "Close" when not given. */
    closeLabel?: string | undefined;
    /** The dialog's own `data-slot` (`login-dialog`), in place of `modal`. */
    'data-slot'?: string;
    children?: ReactNode;
  };

/**
 * The product's modal in one piece, composed of the parts above: a header with the title and the close button over
 * the body. Build from the parts for anything else.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  label,
  description,
  showClose = true,
  closeLabel,
  autoCloseMs,
  children,
  ...content
}: ModalProps) {
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange} autoCloseMs={autoCloseMs}>
      <ModalContent {...content} {...(description ? {} : { 'aria-describedby': undefined })}>
        <ModalHeader>
          <div className="min-w-0 flex-1">
            {title ? (
              <ModalTitle>{title}</ModalTitle>
            ) : (
              <ModalTitle className="sr-only">{label ?? content.name}</ModalTitle>
            )}
            {description ? <ModalDescription>{description}</ModalDescription> : null}
          </div>
          {showClose ? <ModalClose label={closeLabel} /> : null}
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}
