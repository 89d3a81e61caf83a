import { useT } from '@lobbykit/i18n';
import type { OnDemandDialogProps } from '../../platform/lazy-dialog';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { SafeHtml } from '../../primitives/safe-html/safe-html';

/** One popup notice as the dialog shows it: its title and the server's HTML. */
export type PopupNoticeView = { id: string | number; title: string; content: string };

/** Props of {@link PopupNoticesDialog}. */
export type PopupNoticesDialogProps = OnDemandDialogProps & {
  popups: readonly PopupNoticeView[];
  /** "Don't show again this session". */
  onDismiss: () => void;
};

/** The popup notices' dialog `publicModal` (SPEC §4): each notice's title and sanitised HTML, and a dismiss. */
export function PopupNoticesDialog({ open, onOpenChange, popups, onDismiss }: PopupNoticesDialogProps) {
  const t = useT();
  return (
    <Modal
      data-slot="popup-notices-dialog"
      name="publicModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('notices_title')}
      closeLabel={t('close')}
      size="fit"
    >
      <div className="flex flex-col gap-6">
        {popups.map((popup) => (
          <article key={popup.id} aria-labelledby={`popup-${popup.id}`} className="flex flex-col gap-2">
            <h3 id={`popup-${popup.id}`} className="font-semibold text-base">
              {popup.title}
            </h3>
            <SafeHtml html={popup.content} className="text-sm text-text-muted leading-relaxed" />
          </article>
        ))}
        <Button className="self-end" onClick={onDismiss}>
          {t('notice_dismiss_session')}
        </Button>
      </div>
    </Modal>
  );
}
