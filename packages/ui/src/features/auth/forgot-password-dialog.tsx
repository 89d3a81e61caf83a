import { useT } from '@lobbykit/i18n';
import { Tabs } from 'radix-ui';
import { Modal } from '../../primitives/modal/modal';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import { useAuthOptions } from './use-auth-options';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const tabClass =
  'flex-1 rounded-md px-3 py-2 font-medium text-sm text-text-muted transition-colors hover:text-text ' +
  'data-[state=active]:bg-surface-3 data-[state=active]:text-text';

/** Forgot password by phone (then automatic login) or by e-mail; phone first when it is on (SPEC §4, §6). */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const t = useT();
  const { options } = useAuthOptions();
  const methods = options.forgotMethods;
  return (
    <Modal
      name="forgotPasswordModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('forgot_title')}
      closeLabel={t('close')}
      className="sm:max-w-[460px]"
    >
      <Tabs.Root key={methods.join()} defaultValue={methods[0]} className="flex flex-col gap-5">
        {methods.length > 1 ? (
          <Tabs.List aria-label={t('forgot_title')} className="flex gap-1 rounded-lg bg-surface-2 p-1">
            {methods.map((method) => (
              <Tabs.Trigger key={method} value={method} className={tabClass}>
                {method === 'phone' ? t('forgot_by_phone') : t('forgot_by_email')}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        ) : null}
        {methods.includes('phone') ? (
          <Tabs.Content value="phone" className="outline-none">
            <ForgotByPhoneForm />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="email" className="outline-none">
          <ForgotByEmailForm />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
