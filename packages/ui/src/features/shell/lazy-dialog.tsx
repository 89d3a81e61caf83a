import { CHUNK_LOAD_TIMEOUT_MS } from '@lobbykit/domain';
import { type Translate, useT } from '@lobbykit/i18n';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../../primitives/modal/modal';
import { cn } from '../../styling/cn';
import { ChunkLoading } from '../feedback/chunk-loading';
import { lazyChunk, RouteLoadError } from './lazy-route';

/** What a dialog mounted on demand is given: it is open, and how it asks to close. */
export type OnDemandDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The dialog's title, shown by its loading and error states before its own code is there. */
type DialogTitle = (t: Translate) => string;

/** Options of {@link lazyDialog}. */
export type LazyDialogOptions = {
  title: DialogTitle;
  /** The loading panel's shape when the dialog is not a centred modal (the phone menu's side sheet). */
  panelClassName?: string;
  timeoutMs?: number;
};

/**
 * The dialog's frame while its chunk loads: the cover and the panel with a spinner. It is not a dialog yet and
 * takes no focus, so the dialog that replaces it finds focus still on its opener and gives it back on close.
 */
function DialogLoading({ title, onClose, className }: { title: DialogTitle; onClose: () => void; className?: string }) {
  const t = useT();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  // Portalled like the modal: a sticky, blurred header would otherwise be the containing block of `fixed`.
  return createPortal(
    <div data-slot="dialog-loading">
      <div className="fixed inset-0 z-50 bg-overlay" />
      <div
        className={cn(
          'fixed z-50 flex flex-col bg-surface-1 text-text shadow-raised',
          className ??
            // Where the modal stands (near the top, not centred), so the dialog replaces it without a jump.
            'inset-0 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:min-h-[300px] sm:w-[calc(100%-2rem)] sm:max-w-[460px] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border',
        )}
      >
        <div aria-hidden="true" className="border-border border-b px-5 py-4 font-bold text-lg leading-tight">
          {title(t)}
        </div>
        <ChunkLoading className="flex-1 px-5 py-10" />
      </div>
    </div>,
    document.body,
  );
}

/** A dialog whose chunk did not arrive: the route error view with its retry, inside the product's modal. */
function DialogLoadError({
  title,
  reason,
  onRetry,
  onClose,
}: {
  title: DialogTitle;
  reason: 'failed' | 'timeout';
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      name="dialogLoadError"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title(t)}
      closeLabel={t('close')}
      className="sm:min-h-0 sm:max-w-[460px]"
    >
      <RouteLoadError reason={reason} onRetry={onRetry} className="border-0 bg-transparent px-0 py-6" />
    </Modal>
  );
}

/**
 * A dialog loaded the first time it is mounted, for the providers and the shell, which mount a dialog only while
 * it is open: the home page does not carry the code of dialogs a visitor may never open. Its loading state is
 * the modal's frame with a spinner; a chunk that fails or times out (SPEC §9) shows the error view with a retry.
 */
export function lazyDialog<P extends OnDemandDialogProps>(
  load: () => Promise<ComponentType<P>>,
  { title, panelClassName, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: LazyDialogOptions,
): (props: P) => ReactNode {
  return lazyChunk<P>(
    () => load().then((Dialog) => ({ default: Dialog })),
    {
      loading: (props) => (
        <DialogLoading title={title} onClose={() => props.onOpenChange(false)} className={panelClassName} />
      ),
      failed: (reason, retry, props) => (
        <DialogLoadError title={title} reason={reason} onRetry={retry} onClose={() => props.onOpenChange(false)} />
      ),
    },
    timeoutMs,
  );
}
