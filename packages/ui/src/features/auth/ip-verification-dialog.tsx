import { useT } from '@lobbykit/i18n';
import type { OnDemandDialogProps } from '../../platform/lazy-dialog';
import { Modal } from '../../primitives/modal/modal';
import { IpVerificationStep, type IpVerificationStepProps } from './ip-verification-step';

/** The unregistered-IP step in its own modal `loginVerifyModal`, for the header's login row (SPEC §4). */
export function IpVerificationDialog({ open, onOpenChange, ...step }: OnDemandDialogProps & IpVerificationStepProps) {
  const t = useT();
  return (
    <Modal
      data-slot="ip-verification-dialog"
      name="loginVerifyModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('login_2fa_title')}
      closeLabel={t('close')}
    >
      <IpVerificationStep {...step} />
    </Modal>
  );
}
