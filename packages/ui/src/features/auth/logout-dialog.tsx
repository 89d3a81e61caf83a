import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useSessionActions } from '../../platform/session-hooks';
import { WarningDialog } from '../../primitives/warning-dialog/warning-dialog';

/** Props of {@link LogoutDialog}. */
export interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Sign out with cancel and confirm (SPEC §2, §4): confirm calls logout, clears the session and goes to '/'. */
export function LogoutDialog({ open, onOpenChange }: LogoutDialogProps) {
  const t = useT();
  const { signOut } = useSessionActions();
  const [pending, setPending] = useState(false);
  return (
    <WarningDialog
      data-slot="logout-dialog"
      name="logoutModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('logout_confirm_title')}
      message={t('logout_confirm_message')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      pending={pending}
      onConfirm={async () => {
        setPending(true);
        await signOut();
        setPending(false);
        onOpenChange(false);
      }}
    />
  );
}
