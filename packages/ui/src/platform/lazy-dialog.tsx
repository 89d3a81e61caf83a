import { CHUNK_LOAD_TIMEOUT_MS } from '@lobbykit/domain';
import { type Translate, useT } from '@lobbykit/i18n';
import { type ComponentType, useEffect, useId, useRef } from 'react';
import { DialogFrame, keepTabInside, useCloseOnEscape } from './dialog-frame';
import { ChunkLoading } from './feedback/chunk-loading';
import { type LazyComponent, lazyChunk, RouteLoadError } from './lazy-route';

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
  useCloseOnEscape(onClose);
  return (
    <DialogFrame title={title(t)} className={className} data-slot="dialog-loading">
      <ChunkLoading className="flex-1 px-5 py-10" />
    </DialogFrame>
  );
}

/**
 * A dialog whose chunk did not arrive: the route error view with its retry, in the same frame. For assistive tech
 * it is a modal dialog: named by its title, focus on "Try again" and kept inside, Escape and Close close it, and
 * focus goes back to the opener either way.
 */
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
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const giveFocusBack = () => opener.current?.focus();
  const close = () => {
    giveFocusBack();
    onClose();
  };
  useCloseOnEscape(close);
  useEffect(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('[role="alert"] button')?.focus();
  }, []);
  return (
    <DialogFrame
      ref={panel}
      title={title(t)}
      titleId={titleId}
      onClose={close}
      closeLabel={t('close')}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => keepTabInside(event, panel.current)}
    >
      <RouteLoadError
        reason={reason}
        onRetry={() => {
          // The dialog that arrives remembers what had focus as its opener: hand it the real one.
          giveFocusBack();
          onRetry();
        }}
        className="border-0 bg-transparent px-5 py-8"
      />
    </DialogFrame>
  );
}

/**
 * A dialog loaded the first time it is mounted, for the providers and the shell, which mount a dialog only while
 * it is open: the home page does not carry the code of dialogs a visitor may never open. Its loading state is
 * the modal's frame with a spinner; a chunk that fails or times out (SPEC §9) shows the error view with a retry.
 * `preload()` fetches its code ahead (see `usePreloadWhenIdle`), so that it opens whole on the first click.
 */
export function lazyDialog<P extends OnDemandDialogProps>(
  load: () => Promise<ComponentType<P>>,
  { title, panelClassName, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: LazyDialogOptions,
): LazyComponent<P> {
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
