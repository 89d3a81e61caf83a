import { type PlayerProtection, selfExclude, startTimeOut } from '@lobbykit/api-client';
import {
  type ExclusionChoice,
  type RefusalMessage,
  type SelfExclusionTerm,
  startExclusion,
  type TimeOutDuration,
} from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useRef, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { useMoneyMessage } from '../../platform/money/money';
import { refusalOf } from '../../platform/money/use-money-flow';
import { useJurisdiction } from '../../platform/responsible-gaming/jurisdiction';
import { Button } from '../../primitives/button/button';
import { ChoicePills } from '../../primitives/choice-pills/choice-pills';
import { ExclusionDialog } from './exclusion-dialog';
import { TERM_KEYS } from './protection-words';

/**
 * Time-out and self-exclusion, with the terms the jurisdiction offers. Each asks for confirmation naming the
 * consequences before it starts; once one runs, the section says until when and offers the withdrawal instead.
 */
export function BreakSection({
  protection,
  platformNow,
  onWithdraw,
}: {
  protection: PlayerProtection;
  platformNow: () => number;
  onWithdraw: () => void;
}) {
  const t = useT();
  const message = useMoneyMessage();
  const { formatDateTimeWithZone } = useFormat();
  const profile = useJurisdiction();
  const [timeOut, setTimeOut] = useState<TimeOutDuration | null>(profile.timeOutDurations[0] ?? null);
  const [term, setTerm] = useState<SelfExclusionTerm | null>(profile.selfExclusionTerms[0] ?? null);
  const [asking, setAsking] = useState<ExclusionChoice | null>(null);
  const pause = useCallMutation(startTimeOut);
  const exclude = useCallMutation(selfExclude);
  const sending = useRef(false);
  // The refusal as the platform said it, worded at render: it reads in the language shown.
  const [error, setError] = useState<RefusalMessage | null>(null);

  const exclusion = protection.exclusion;
  if (exclusion) {
    const until = exclusion.until === null ? null : formatDateTimeWithZone(exclusion.until, 'yyyy-MM-dd hh:mm');
    return (
      <div
        data-slot="exclusion-running"
        role="status"
        className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4"
      >
        <p className="font-semibold text-sm">
          {until === null
            ? t('rg_excluded_permanent')
            : exclusion.kind === 'time-out'
              ? t('rg_excluded_time_out', { until })
              : t('rg_excluded_self', { until })}
        </p>
        <p className="text-sm text-text-muted">{t('rg_consequence_withdraw')}</p>
        <Button variant="outline" size="sm" className="self-start" onClick={onWithdraw}>
          {t('rg_withdraw_balance')}
        </Button>
      </div>
    );
  }

  const confirm = () => {
    if (!asking || sending.current) return;
    // One request per confirmation, even from a double click before React re-renders.
    sending.current = true;
    setError(null);
    const settle = {
      onSuccess: () => setAsking(null),
      onError: (failure: unknown) => setError(refusalOf(failure).message),
      onSettled: () => {
        sending.current = false;
      },
    };
    if (asking.kind === 'time-out') pause.mutate({ duration: asking.term }, settle);
    else exclude.mutate({ term: asking.term }, settle);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BreakCard title={t('rg_break_title')} detail={t('rg_break_detail')}>
        <ChoicePills
          name="time-out"
          legend={t('rg_term_choice')}
          options={profile.timeOutDurations.map((value) => ({ value, label: t(TERM_KEYS[value]) }))}
          value={timeOut}
          onChange={(value) => setTimeOut(value as TimeOutDuration)}
        />
        <Button
          variant="outline"
          className="self-start"
          disabled={timeOut === null}
          onClick={() => timeOut && setAsking({ kind: 'time-out', term: timeOut })}
        >
          {t('rg_start_time_out')}
        </Button>
      </BreakCard>
      <BreakCard title={t('rg_exclusion_title')} detail={t('rg_exclusion_detail')}>
        <ChoicePills
          name="self-exclusion"
          legend={t('rg_term_choice')}
          options={profile.selfExclusionTerms.map((value) => ({ value, label: t(TERM_KEYS[value]) }))}
          value={term}
          onChange={(value) => setTerm(value as SelfExclusionTerm)}
        />
        <Button
          variant="outline"
          className="self-start"
          disabled={term === null}
          onClick={() => term && setAsking({ kind: 'self-exclusion', term })}
        >
          {t('rg_start_exclusion')}
        </Button>
      </BreakCard>
      <ExclusionDialog
        choice={asking}
        until={asking ? startExclusion(asking, platformNow()).until : null}
        pending={pause.isPending || exclude.isPending}
        error={error ? message(error) : null}
        onCancel={() => {
          setAsking(null);
          setError(null);
        }}
        onConfirm={confirm}
      />
    </div>
  );
}

function BreakCard({ title, detail, children }: { title: string; detail: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-border bg-surface-1 p-4">
      <div>
        <h4 className="font-semibold text-base">{title}</h4>
        <p className="text-text-muted text-xs">{detail}</p>
      </div>
      {children}
    </section>
  );
}
