import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

/** Props of {@link WarningDialog}. */
export type WarningDialogProps = {
  /** The modal's name in the product, e.g. `needRealAccount`. */
  name: string;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to close (Close, Escape, cancel, or confirm without `onConfirm`). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading. */
  title: ReactNode;
  /** What happened or what is asked, in the reader's language. */
  message: ReactNode;
  /** The confirm button's label ("OK", "Log out"). */
  confirmLabel: string;
  /** The close button's name; the catalogue's "Close" when not given. */
  closeLabel?: string;
  /** Shown as a second, quieter button; without it the dialog only confirms. */
  cancelLabel?: string;
  /** Runs on confirm; without it, confirm closes the dialog. */
  onConfirm?: () => void;
  /** The confirm button shows the action is on its way and cannot be pressed again. */
  pending?: boolean;
  /** `danger` paints the confirm button red and announces the message (a destructive action). */
  tone?: 'warning' | 'danger';
  /** The dialog's own `data-slot` (`logout-dialog`); `warning-dialog` by default. */
  'data-slot'?: string;
};

/** A short message with a confirm (and optional cancel) button: the spec's warning dialogs (SPEC §8). */
export function WarningDialog({
  name,
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  closeLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  tone = 'warning',
  'data-slot': slot = 'warning-dialog',
}: WarningDialogProps) {
  return (
    <Modal
      data-slot={slot}
      name={name}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      className="sm:min-h-0 sm:max-w-[420px]"
    >
      <div role={tone === 'danger' ? 'alert' : undefined} className="text-sm text-text leading-relaxed">
        {message}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancelLabel ? (
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => (onConfirm ? onConfirm() : onOpenChange(false))}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
