import { getHelpCentre } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { useCallQuery } from '../../platform/call-hooks';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { SafeHtml } from '../../primitives/safe-html/safe-html';

/** Props of {@link TermsDialog}. */
export interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The help topic's tag that holds the terms. */
  topic?: string;
  /** Where the help pages are, for when the platform has no terms topic. */
  helpHref?: string;
}

/**
 * The terms and conditions over the registration form: the help centre's terms topic in the current
 * language, so a player reads them without leaving what they typed.
 */
export function TermsDialog({ open, onOpenChange, topic = 'terms', helpHref = '/help' }: TermsDialogProps) {
  const t = useT();
  const help = useCallQuery(getHelpCentre);
  const terms = help.data?.helpContent.find((entry) => entry.tag === topic);
  return (
    <Modal
      data-slot="terms-dialog"
      name="termsModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('terms_title')}
      closeLabel={t('close')}
    >
      <div data-slot="modal-body" className="px-5 py-4">
        {help.isPending ? (
          <div role="status" aria-busy="true" className="space-y-3">
            <span className="sr-only">{t('loading')}</span>
            {[0, 1, 2, 3].map((line) => (
              <div key={line} className="h-4 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
            ))}
          </div>
        ) : help.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-danger">{t.message({ key: help.error.messageKey })}</p>
            <Button variant="outline" onClick={() => void help.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : terms ? (
          <SafeHtml html={terms.content} className="text-sm leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal" />
        ) : (
          <a href={helpHref} target="_blank" rel="noopener noreferrer" className="text-focus underline">
            {t('terms_open_help')}
          </a>
        )}
      </div>
    </Modal>
  );
}
