import { useT } from '@lobbykit/i18n';
import { WarningDialog } from '../../primitives/warning-dialog/warning-dialog';

/** A refused SMS send: the server's message in a warning dialog with confirm (SPEC §8). */
export function SmsFailureDialog({ failure, onDismiss }: { failure: string | null; onDismiss: () => void }) {
  const t = useT();
  return (
    <WarningDialog
      data-slot="sms-failure-dialog"
      name="smsFailureModal"
      open={failure !== null}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title={t('sms_send_failed')}
      message={failure ? t.dynamic(failure) : null}
      confirmLabel={t('confirm')}
      closeLabel={t('close')}
    />
  );
}
