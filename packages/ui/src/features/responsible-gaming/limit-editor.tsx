import { zodResolver } from '@hookform/resolvers/zod';
import { type LimitChange, setLimit, setSessionLimit } from '@lobbykit/api-client';
import {
  LIMIT_INCREASE_DELAY_MS,
  type LimitPeriod,
  type MoneyLimitKind,
  readTypedAmount,
  SESSION_LIMIT_MINUTES,
  toMinorUnits,
} from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MoneyConfirm, useMoneyText } from '../../platform/money/money';
import { useMoneyFlow } from '../../platform/money/use-money-flow';
import { LIMIT_KEYS, PERIOD_KEYS } from '../../platform/responsible-gaming/limit-words';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';

/** The limit an editor changes: a money limit over its period, or the session time limit. */
export type LimitTarget = { kind: MoneyLimitKind; period: LimitPeriod } | { kind: 'session' };

const amountSchema = z.object({
  value: z.string().refine((typed) => {
    const amount = readTypedAmount(typed);
    return amount !== null && toMinorUnits(amount) > 0n;
  }, 'invalid_amount'),
});
const minutesSchema = z.object({
  value: z
    .string()
    .refine(
      (typed) =>
        /^\d+$/.test(typed.trim()) &&
        Number(typed) >= SESSION_LIMIT_MINUTES.min &&
        Number(typed) <= SESSION_LIMIT_MINUTES.max,
      'rg_minutes_range',
    ),
});

type Draft = { value: string };
// The value sent: an amount ('500.00') or minutes; null removes the limit.
type Intent = { value: string | number | null };

/** Whether a new value waits 24 hours: a raise or a removal of a limit in force does; a first or lower one does not. */
function waits(target: LimitTarget, current: string | number | null, next: string | number | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return target.kind === 'session'
    ? Number(next) > Number(current)
    : toMinorUnits(String(next)) > toMinorUnits(String(current));
}

/**
 * Sets, changes or removes one limit, on the money flow (one request per intent, a refusal keeps what was typed):
 * the new value is checked, then confirmed with when it applies (at once when lower, in 24 hours when higher or
 * removed), then sent. The platform's answer goes to `onDone`.
 */
export function LimitEditor({
  target,
  current,
  platformNow,
  onDone,
  onClose,
}: {
  target: LimitTarget;
  /** The value in force: an amount, minutes, or null when there is no limit. */
  current: string | number | null;
  platformNow: () => number;
  onDone: (change: LimitChange) => void;
  onClose: () => void;
}) {
  const t = useT();
  const moneyText = useMoneyText();
  const { formatDateTimeWithZone } = useFormat();
  const headingId = useId();
  const session = target.kind === 'session';
  const flow = useMoneyFlow({
    call: session ? setSessionLimit : setLimit,
    initial: { value: current === null ? '' : String(current) } as Draft,
    toInput: (intent: Intent) =>
      session
        ? { minutes: intent.value === null ? null : Number(intent.value) }
        : { kind: target.kind, period: target.period, amount: intent.value === null ? null : String(intent.value) },
  });
  const form = useForm<Draft>({
    defaultValues: { value: current === null ? '' : String(current) },
    resolver: zodResolver(session ? minutesSchema : amountSchema),
    reValidateMode: 'onSubmit',
  });
  const { state } = flow;
  const name = session
    ? t(LIMIT_KEYS.session)
    : t('rg_limit_row', { kind: t(LIMIT_KEYS[target.kind]), period: t(PERIOD_KEYS[target.period]) });
  const shown = (value: string | number | null) =>
    value === null
      ? t('rg_no_limit')
      : session
        ? t('minutes_count', { count: Number(value) })
        : moneyText(String(value));

  const done = state.status === 'done' ? (state.result ?? null) : null;
  // The section around the editor tells the outcome; the editor's work is over.
  useEffect(() => {
    if (done) onDone(done);
  }, [done, onDone]);
  if (done) return null;

  const intent = state.intent;
  if (intent && state.status !== 'editing') {
    const later = waits(target, current, intent.value);
    const when = later
      ? t('rg_confirm_raise', {
          time: formatDateTimeWithZone(platformNow() + LIMIT_INCREASE_DELAY_MS, 'yyyy-MM-dd hh:mm'),
        })
      : t('rg_confirm_lower');
    return (
      <MoneyConfirm
        summary={when}
        rows={[
          { label: name, value: shown(current) },
          { label: t('rg_new_limit'), value: shown(intent.value) },
        ]}
        pending={flow.pending}
        failure={flow.notice}
        onConfirm={flow.confirm}
        onEdit={flow.back}
      />
    );
  }

  const error = form.formState.errors.value?.message;
  const range = { min: SESSION_LIMIT_MINUTES.min, max: SESSION_LIMIT_MINUTES.max };
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-slot="limit-editor"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-1 p-4"
      onSubmit={form.handleSubmit((draft) => {
        const value = session ? Number(draft.value.trim()) : readTypedAmount(draft.value);
        flow.edit(draft);
        flow.submit(() => ({ ok: true, intent: { value } }));
      })}
    >
      <h4 id={headingId} className="font-semibold text-sm">
        {name}
      </h4>
      <TextField
        label={session ? t('rg_minutes_field') : t('rg_new_limit')}
        inputMode={session ? 'numeric' : 'decimal'}
        autoComplete="off"
        hint={session ? t('rg_minutes_range', range) : undefined}
        error={error ? t.dynamic(error, range) : undefined}
        inputClassName="text-end font-semibold tabular-nums"
        {...form.register('value', { onChange: () => form.clearErrors() })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{current === null ? t('rg_set_limit') : t('rg_change_limit')}</Button>
        {current !== null ? (
          <Button
            variant="outline"
            onClick={() => {
              flow.submit(() => ({ ok: true, intent: { value: null } }));
            }}
          >
            {t('rg_remove_limit')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
