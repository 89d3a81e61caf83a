import { useT } from '@lobbykit/i18n';
import { Modal } from '../../primitives/modal/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import { useAuthOptions } from './use-auth-options';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Forgot password by phone (then automatic login) or by e-mail; phone first when it is on (SPEC §4, §6). */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const t = useT();
  const { options } = useAuthOptions();
  const methods = options.forgotMethods;
  return (
    <Modal
      name="forgotPasswordModal"
      data-slot="forgot-password-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t('forgot_title')}
      closeLabel={t('close')}
      className="sm:max-w-[460px]"
    >
      <Tabs key={methods.join()} defaultValue={methods[0]} className="gap-5">
        {methods.length > 1 ? (
          <TabsList aria-label={t('forgot_title')}>
            {methods.map((method) => (
              <TabsTrigger key={method} value={method}>
                {method === 'phone' ? t('forgot_by_phone') : t('forgot_by_email')}
              </TabsTrigger>
            ))}
          </TabsList>
        ) : null}
        {methods.includes('phone') ? (
          <TabsContent value="phone">
            <ForgotByPhoneForm />
          </TabsContent>
        ) : null}
        <TabsContent value="email">
          <ForgotByEmailForm />
        </TabsContent>
      </Tabs>
    </Modal>
  );
}
