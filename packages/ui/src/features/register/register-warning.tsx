import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';

export type RegisterWarningProps = {
  /** The message to show; the dialog is open while there is one. */
  message: string | null;
  onConfirm: () => void;
};

/** The warning dialog with a confirm button that SPEC §8 asks for (SMS failure, invalid invitation code). */
export function RegisterWarning({ message, onConfirm }: RegisterWarningProps) {
  const t = useT();
  return (
    <Modal
      name="registerWarning"
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onConfirm())}
      title={t('warning')}
      description={message}
      closeLabel={t('close')}
      showClose={false}
      className="sm:min-h-0 sm:max-w-sm"
    >
      <div className="flex justify-end">
        <Button onClick={onConfirm} className="min-w-28">
          {t('confirm')}
        </Button>
      </div>
    </Modal>
  );
}
