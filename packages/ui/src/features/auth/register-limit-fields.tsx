import { type JurisdictionProfile, LIMIT_PERIODS, type LimitPeriod, type MoneyLimitKind } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { LIMIT_DETAIL_KEYS, LIMIT_KEYS, PERIOD_KEYS } from '../../platform/responsible-gaming/limit-words';
import { ChoicePills } from '../../primitives/choice-pills/choice-pills';
import { TextField } from '../../primitives/text-field/text-field';
import type { RegisterFormValues } from './register-form-checks';

/** The limits a jurisdiction offers, as the form starts them: per day, no amount. */
export function registrationLimitDefaults(
  offered: JurisdictionProfile['limitsAtRegistration'],
): RegisterFormValues['limits'] {
  return Object.fromEntries(offered.map(({ kind }) => [kind, { period: 'day' as LimitPeriod, amount: '' }]));
}

/**
 * The limits the jurisdiction offers at registration (a deposit limit in the UK's profile): an amount over a period
 * for each, optional or required as the profile says. Nothing where none is offered.
 */
export function RegisterLimitFields({
  offered,
  control,
  register,
  errors,
}: {
  offered: JurisdictionProfile['limitsAtRegistration'];
  control: Control<RegisterFormValues>;
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>['limits'];
}) {
  const t = useT();
  const introId = useId();
  if (offered.length === 0) return null;
  const periods = LIMIT_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }));
  const errorOf = (kind: MoneyLimitKind) => {
    const key = errors?.[kind]?.amount?.message;
    return key ? t.dynamic(key) : undefined;
  };
  return (
    <section
      aria-describedby={introId}
      aria-label={t('rg_limits_title')}
      data-slot="register-limits"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-1 p-4"
    >
      <p id={introId} className="text-sm text-text-muted">
        {t('register_limits_intro')}
      </p>
      {offered.map(({ kind, required }) => (
        <div key={kind} className="flex flex-col gap-3">
          <TextField
            label={t(LIMIT_KEYS[kind])}
            optionalLabel={required ? undefined : t('optional')}
            aria-required={required || undefined}
            hint={t(LIMIT_DETAIL_KEYS[kind])}
            inputMode="decimal"
            autoComplete="off"
            error={errorOf(kind)}
            inputClassName="text-end font-semibold tabular-nums"
            {...register(`limits.${kind}.amount`)}
          />
          <Controller
            control={control}
            name={`limits.${kind}.period`}
            render={({ field }) => (
              <ChoicePills
                name={field.name}
                legend={t('register_limit_period')}
                options={periods}
                value={field.value ?? 'day'}
                onChange={field.onChange}
              />
            )}
          />
        </div>
      ))}
    </section>
  );
}
