import type { IpVerificationMethod } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';

/** Props of {@link IpVerificationStep}. */
export interface IpVerificationStepProps {
  methods: IpVerificationMethod[];
  busy: boolean;
  errorKey: string | null;
  onVerify(method: IpVerificationMethod, answer: string): void;
  onCancel(): void;
}

const METHOD_LABELS = {
  mobile: 'login_2fa_mobile',
  email: 'login_2fa_email',
  payee: 'login_2fa_payee',
  google: 'google_verification',
} as const;

const ANSWER_LABELS = {
  mobile: 'mobile_number',
  email: 'email',
  payee: 'payee_name',
  google: 'ga_ver_code',
} as const;

/** The extra step of a login from an unregistered IP: mobile, e-mail, bank account name or Google code (SPEC §4). */
export function IpVerificationStep({ methods, busy, errorKey, onVerify, onCancel }: IpVerificationStepProps) {
  const t = useT();
  const groupId = useId();
  const [method, setMethod] = useState<IpVerificationMethod>(methods[0] ?? 'mobile');
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setMissing(true);
      return;
    }
    onVerify(method, answer.trim());
  };

  return (
    <form
      data-slot="ip-verification-step"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${groupId}-title`}
      className="flex flex-col gap-4"
    >
      <div>
        <h3 id={`${groupId}-title`} className="font-semibold text-base">
          {t('login_2fa_title')}
        </h3>
        <p className="mt-1 text-sm text-text-muted">{t('login_2fa_tips')}</p>
      </div>
      {errorKey ? <FormAlert>{t.dynamic(errorKey)}</FormAlert> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-sm">{t('login_2fa_choose')}</legend>
        {methods.map((option) => (
          <label
            key={option}
            className="flex items-center gap-3 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm has-checked:border-accent"
          >
            <input
              type="radio"
              name={`${groupId}-method`}
              value={option}
              checked={method === option}
              onChange={() => {
                setMethod(option);
                setAnswer('');
                setMissing(false);
              }}
              className="size-4 accent-accent"
            />
            {t(METHOD_LABELS[option])}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(ANSWER_LABELS[method])}
        hint={method === 'payee' ? t('login_2fa_payee_tips') : undefined}
        type={method === 'email' ? 'email' : 'text'}
        inputMode={method === 'mobile' || method === 'google' ? 'numeric' : undefined}
        autoComplete={method === 'google' ? 'one-time-code' : method === 'email' ? 'email' : 'off'}
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value);
          setMissing(false);
        }}
        error={missing ? t('not_empty') : undefined}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('back_to_login')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('confirm')}
        </Button>
      </div>
    </form>
  );
}
