import { useT } from '@lobbykit/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CountdownButton } from '../../primitives/countdown-button/countdown-button';
import { CountryCodePicker, type CountryOption } from '../../primitives/country-code-picker/country-code-picker';
import { TextField } from '../../primitives/text-field/text-field';

export type MobileCodeFieldsProps = {
  countries: readonly CountryOption[];
  country: CountryOption | undefined;
  onDialingCodeChange: (countryDialingCode: string) => void;
  mobileInput: UseFormRegisterReturn;
  mobileError: string | undefined;
  codeInput: UseFormRegisterReturn;
  codeError: string | undefined;
  /** The number the last code went to, shown under the code field. */
  sentTo: string | null;
  remainingSeconds: number;
  sending: boolean;
  onSend: () => void;
};

/** The dialing-code picker at the start of a mobile number field, in the language shown. */
export function DialingCodePicker({
  countries,
  country,
  onChange,
}: {
  countries: readonly CountryOption[];
  country: CountryOption | undefined;
  onChange: (next: CountryOption) => void;
}) {
  const t = useT();
  return (
    <CountryCodePicker
      countries={countries}
      value={country?.countryCode}
      onValueChange={onChange}
      labels={{ trigger: t('country_code'), search: t('country_code_search'), noResults: t('country_no_results') }}
    />
  );
}

/** The SMS code's send button at the end of its field: "Resend in N s" while the last code is fresh (SPEC §9). */
export function SmsSendButton({
  remainingSeconds,
  sending,
  onSend,
}: {
  remainingSeconds: number;
  sending: boolean;
  onSend: () => void;
}) {
  const t = useT();
  return (
    <CountdownButton
      className="h-11 min-w-32 tabular-nums"
      remainingSeconds={remainingSeconds}
      label={t('sms_send')}
      countingLabel={(seconds) => t('sms_resend_in', { seconds })}
      pending={sending}
      onClick={onSend}
    />
  );
}

/** The mobile number with its dialing code, and the SMS code with its send/resend countdown (SPEC §4, §9). */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const t = useT();
  // `contents`: both fields stay items of the form's column, as without a wrapper.
  return (
    <div data-slot="mobile-code-fields" className="contents">
      <TextField
        label={t('mobile_number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={props.mobileError}
        start={
          <DialingCodePicker
            countries={props.countries}
            country={props.country}
            onChange={(next) => props.onDialingCodeChange(next.countryDialingCode)}
          />
        }
        {...props.mobileInput}
      />
      <TextField
        label={t('sms_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={props.codeError}
        hint={props.sentTo ? t('sms_sent', { phone: props.sentTo }) : undefined}
        end={<SmsSendButton remainingSeconds={props.remainingSeconds} sending={props.sending} onSend={props.onSend} />}
        {...props.codeInput}
      />
    </div>
  );
}
