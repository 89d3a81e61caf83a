import { cancelLimitChange, type LimitChange, type MoneyLimitState, type PlayerProtection } from '@lobbykit/api-client';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS, type MoneyLimitKind, type RefusalMessage } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useCallback, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { useMoneyMessage, useMoneyText } from '../../platform/money/money';
import { refusalOf } from '../../platform/money/use-money-flow';
import { LIMIT_DETAIL_KEYS, LIMIT_KEYS, PERIOD_KEYS } from '../../platform/responsible-gaming/limit-words';
import { useElapsedSeconds } from '../../platform/responsible-gaming/play-session';
import { elapsedText } from '../../platform/responsible-gaming/session-figures';
import { LimitEditor, type LimitTarget } from './limit-editor';
import { LimitRow, type LimitRowView } from './limit-row';

const keyOf = (target: LimitTarget) => (target.kind === 'session' ? 'session' : `${target.kind}-${target.period}`);

/** What a change did, kept as what happened rather than its words: it is worded at render, in the language shown. */
type LimitNotice =
  | { kind: 'changed'; outcome: LimitChange['outcome']; effectiveAt: number }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: RefusalMessage };

/**
 * The limits: deposit, loss and wager per day, week and month, and the session time limit. Each shows how much is
 * used; one editor is open at a time; what a change did (applied, pending until a time, unchanged, cancelled) is
 * said once, above the lists.
 */
export function LimitsSection({
  protection,
  platformNow,
}: {
  protection: PlayerProtection;
  platformNow: () => number;
}) {
  const t = useT();
  const moneyText = useMoneyText();
  const message = useMoneyMessage();
  const { formatDateTimeWithZone } = useFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<LimitNotice | null>(null);
  const cancel = useCallMutation(cancelLimitChange);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const elapsed = useElapsedSeconds();

  const done = useCallback((change: LimitChange) => {
    setEditing(null);
    setNotice({ kind: 'changed', outcome: change.outcome, effectiveAt: change.effectiveAt });
  }, []);

  const cancelChange = (target: LimitTarget) => {
    if (cancel.isPending) return;
    setCancelling(keyOf(target));
    setNotice(null);
    cancel.mutate(target.kind === 'session' ? { kind: 'session' } : { kind: target.kind, period: target.period }, {
      onSuccess: () => setNotice({ kind: 'cancelled' }),
      onError: (error) => setNotice({ kind: 'refused', message: refusalOf(error).message }),
      onSettled: () => setCancelling(null),
    });
  };

  const noticeText = (shown: LimitNotice) => {
    if (shown.kind === 'cancelled') return t('rg_change_cancelled');
    if (shown.kind === 'refused') return message(shown.message);
    if (shown.outcome === 'applied') return t('rg_limit_applied');
    if (shown.outcome === 'pending') {
      return t('rg_limit_pending', { time: formatDateTimeWithZone(shown.effectiveAt, 'yyyy-MM-dd hh:mm') });
    }
    return t('rg_limit_unchanged');
  };
  const tone = notice === null ? undefined : notice.kind === 'refused' ? 'alert' : 'status';

  const row = (target: LimitTarget, view: LimitRowView, current: string | number | null) => {
    const key = keyOf(target);
    return (
      <LimitRow
        key={key}
        view={view}
        onEdit={() => {
          setNotice(null);
          setEditing(key);
        }}
        onCancelChange={() => cancelChange(target)}
        cancelling={cancelling === key}
        editor={
          editing === key ? (
            <LimitEditor
              target={target}
              current={current}
              platformNow={platformNow}
              onDone={done}
              onClose={() => setEditing(null)}
            />
          ) : null
        }
      />
    );
  };

  const moneyView = (kind: MoneyLimitKind, limit: MoneyLimitState | undefined, name: string): LimitRowView => ({
    name,
    fullName: t('rg_limit_row', { kind: t(LIMIT_KEYS[kind]), period: name }),
    limit: limit ? moneyText(limit.amount) : null,
    usage: limit
      ? {
          used: Number(limit.used),
          max: Number(limit.amount),
          text: t('rg_used_of', { used: moneyText(limit.used), limit: moneyText(limit.amount) }),
          left: moneyText(limit.left),
        }
      : null,
    ...(limit ? { resetsAt: limit.periodEnd } : {}),
    pending: limit?.pending
      ? {
          to: limit.pending.amount === null ? null : moneyText(limit.pending.amount),
          effectiveAt: limit.pending.effectiveAt,
        }
      : null,
  });

  const sessionLimit = protection.sessionLimit;
  const minutes = (count: number) => t('minutes_count', { count });
  const sessionView: LimitRowView = {
    name: t(LIMIT_KEYS.session),
    fullName: t(LIMIT_KEYS.session),
    limit: sessionLimit ? minutes(sessionLimit.minutes) : null,
    usage:
      sessionLimit && elapsed !== null
        ? {
            used: elapsed,
            max: sessionLimit.minutes * 60,
            text: t('rg_session_used', { used: elapsedText(elapsed), limit: elapsedText(sessionLimit.minutes * 60) }),
          }
        : null,
    pending: sessionLimit?.pending
      ? {
          to: sessionLimit.pending.minutes === null ? null : minutes(sessionLimit.pending.minutes),
          effectiveAt: sessionLimit.pending.effectiveAt,
        }
      : null,
  };

  return (
    <div data-slot="limits" className="flex flex-col gap-4">
      <p
        role={tone === 'alert' ? 'alert' : 'status'}
        className="empty:hidden rounded-md bg-accent-soft px-3 py-2 text-sm text-text data-[tone=alert]:bg-danger-surface data-[tone=alert]:text-danger"
        data-tone={tone}
      >
        {notice ? noticeText(notice) : null}
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        {MONEY_LIMIT_KINDS.map((kind) => (
          <LimitGroup key={kind} title={t(LIMIT_KEYS[kind])} detail={t(LIMIT_DETAIL_KEYS[kind])}>
            {LIMIT_PERIODS.map((period) => {
              const limit = protection.limits.find((entry) => entry.kind === kind && entry.period === period);
              return row({ kind, period }, moneyView(kind, limit, t(PERIOD_KEYS[period])), limit?.amount ?? null);
            })}
          </LimitGroup>
        ))}
        <LimitGroup title={t(LIMIT_KEYS.session)} detail={t(LIMIT_DETAIL_KEYS.session)}>
          {row({ kind: 'session' }, sessionView, sessionLimit?.minutes ?? null)}
        </LimitGroup>
      </div>
    </div>
  );
}

function LimitGroup({ title, detail, children }: { title: string; detail: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-border bg-surface-1 p-4">
      <div>
        <h4 className="font-semibold text-base">{title}</h4>
        <p className="text-text-muted text-xs">{detail}</p>
      </div>
      <ul className="flex flex-col divide-y divide-border">{children}</ul>
    </section>
  );
}
