import { setPaymentPassword } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type FormEvent, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';

export type PaymentPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A payment password exists already: the dialog changes it rather than setting it. */
  replacing: boolean;
  onSaved: () => void;
};

type Problems = Partial<Record<'password' | 'paymentPassword' | 'confirm', string>>;

const SIX_DIGITS = /^\d{6}$/;

/** Sets or changes the payment password asked for at every withdrawal; the login password proves who asks. */
export function PaymentPasswordDialog({ open, onOpenChange, replacing, onSaved }: PaymentPasswordDialogProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [paymentPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const save = useCallMutation(setPaymentPassword);

  function reset() {
    setPassword('');
    setNewPassword('');
    setConfirm('');
    setProblems({});
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (!password) found.password = t('not_empty');
    if (!SIX_DIGITS.test(paymentPassword)) found.paymentPassword = t('payment_password_digits');
    if (!confirm) found.confirm = t('not_empty');
    else if (confirm !== paymentPassword) found.confirm = t('inconsistent_twice');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { password, paymentPassword, confirmPaymentPassword: confirm },
      {
        onSuccess: () => {
          reset();
          onSaved();
        },
      },
    );
  }

  const reveal = { show: t('show_password'), hide: t('hide_password') };
  return (
    <Modal
      data-slot="payment-password-dialog"
      name="paymentPasswordModal"
      size="fit"
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={replacing ? t('payment_password_title_change') : t('payment_password_title_set')}
      description={t('payment_password_hint')}
      closeLabel={t('close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:w-96">
        {save.error ? (
          <p role="alert" className="rounded-md bg-danger-surface px-3 py-2 text-danger text-sm">
            {t.message({ key: save.error.messageKey })}
          </p>
        ) : null}
        <TextField
          label={t('login_password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('login_password_placeholder')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problems.password}
          revealLabels={reveal}
        />
        <TextField
          label={t('payment_password_new')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={paymentPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value.replace(/\D/g, ''))}
          error={problems.paymentPassword}
          revealLabels={reveal}
        />
        <TextField
          label={t('payment_password_confirm')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value.replace(/\D/g, ''))}
          error={problems.confirm}
          revealLabels={reveal}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('loading') : t('save')}
        </Button>
      </form>
    </Modal>
  );
}
