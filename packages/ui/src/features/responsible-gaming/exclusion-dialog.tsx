import type { ExclusionChoice } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { TERM_KEYS } from './protection-words';

/** Props of {@link ExclusionDialog}. */
export type ExclusionDialogProps = {
  /** The choice to confirm; the dialog is closed when null. */
  choice: ExclusionChoice | null;
  /** When it would end if started now (`null`: never). */
  until: number | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The request is on its way: it cannot be sent twice. */
  pending?: boolean;
  /** Why the platform refused it, in the catalogue's words. */
  error?: string | null;
};

/**
 * The confirmation before a time-out or self-exclusion starts, naming its consequences: no login, deposit or play
 * until it ends (or ever), the balance can still be withdrawn, marketing pop-ups stop, and no early lifting.
 */
export function ExclusionDialog({ choice, until, onCancel, onConfirm, pending = false, error }: ExclusionDialogProps) {
  const t = useT();
  const { formatDateTimeWithZone } = useFormat();
  if (!choice) return null;
  const term = t(TERM_KEYS[choice.term]);
  const title =
    choice.kind === 'time-out'
      ? t('rg_confirm_time_out_title', { term })
      : choice.term === 'permanent'
        ? t('rg_confirm_exclusion_permanent_title')
        : t('rg_confirm_exclusion_title', { term });
  const consequences = [
    until === null
      ? t('rg_consequence_login_permanent')
      : t('rg_consequence_login', { until: formatDateTimeWithZone(until, 'yyyy-MM-dd hh:mm') }),
    t('rg_consequence_withdraw'),
    t('rg_consequence_marketing'),
    t('rg_consequence_final'),
  ];
  return (
    <Modal
      data-slot="exclusion-dialog"
      name="exclusionConfirm"
      size="fit"
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={title}
      closeLabel={t('close')}
      className="sm:max-w-[480px]"
    >
      <h3 className="font-semibold text-sm text-text-muted">{t('rg_consequences')}</h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {consequences.map((line) => (
          <li key={line} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-warning" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-4 rounded-md bg-danger-surface px-3 py-2 text-danger text-sm">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="danger" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          {choice.kind === 'time-out' ? t('rg_confirm_time_out') : t('rg_confirm_exclusion')}
        </Button>
      </div>
    </Modal>
  );
}
