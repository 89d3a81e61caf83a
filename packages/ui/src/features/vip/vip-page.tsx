import { getVipLevels, getVipProgress, type VipProgress } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { useCallQuery, useSessionToken } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { EmptyState } from '../../platform/feedback/empty-state';
import { LoginCall } from '../../platform/feedback/login-call';
import { useAccountKind } from '../../platform/session-hooks';
import { usePageMeta } from '../../platform/use-page-meta';
import { cn } from '../../styling/cn';
import { BenefitList, VipLevels, VipLevelsSkeleton } from './vip-levels';

/** Props of {@link VipPage}. */
export type VipPageProps = {
  /** The page's heading and document title; "VIP" in the shown language by default. */
  title?: string;
  className?: string;
};

const problemClass = 'justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text';

function Requirement({ label, current, required }: { label: string; current: string; required: string | null }) {
  const t = useT();
  const { formatMoney } = useFormat();
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-text-muted">{label}</dt>
      <dd className="text-end tabular-nums">
        {required === null
          ? formatMoney(Number(current))
          : t('vip_of', { current: formatMoney(Number(current)), required: formatMoney(Number(required)) })}
      </dd>
    </div>
  );
}

/** The player's level, the progress to the next (both requirements must be met) and what the level gives. */
function VipStanding({ vip }: { vip: VipProgress }) {
  const t = useT();
  const next = vip.nextLevel === null ? null : vip.levels.find((level) => level.level === vip.nextLevel);
  return (
    <section
      aria-labelledby="vip-standing-title"
      data-slot="vip-standing"
      className="grid gap-5 rounded-xl border border-border bg-linear-to-br from-surface-2 to-surface-1 p-4 sm:p-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id="vip-standing-title" className="font-medium text-sm text-text-muted">
          {t('vip_your_level')}
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span data-testid="vip-level-name" className="font-extrabold text-3xl text-gold sm:text-4xl">
            {vip.name}
          </span>
          <span className="text-sm text-text-muted">{t('vip_level_number', { level: vip.level })}</span>
        </p>
        {next ? (
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span id="vip-progress-label">{t('vip_progress_to', { name: next.name })}</span>
              <span className="font-semibold tabular-nums">{vip.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="vip-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={vip.percent}
              className="h-3 overflow-hidden rounded-full bg-surface-3"
            >
              <div
                className="h-full rounded-full bg-gold motion-safe:transition-[width] motion-safe:duration-200"
                style={{ width: `${vip.percent}%` }}
              />
            </div>
            <dl className="flex flex-col gap-1.5">
              <Requirement label={t('vip_valid_bet')} current={vip.validBet.current} required={vip.validBet.required} />
              <Requirement label={t('vip_deposit')} current={vip.deposit.current} required={vip.deposit.required} />
            </dl>
            <p className="text-text-muted text-xs">{t('vip_both_needed')}</p>
          </div>
        ) : (
          <p className="rounded-md bg-surface-3 px-3 py-2 text-sm">{t('vip_top_level')}</p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2 rounded-lg bg-surface-1/60 p-4">
        <h3 className="font-semibold text-sm">{t('vip_your_benefits')}</h3>
        <BenefitList benefits={vip.benefits} />
      </div>
    </section>
  );
}

function LevelsOrState({
  levels,
  currentLevel,
  pending,
  error,
  onRetry,
}: {
  levels: VipProgress['levels'] | undefined;
  currentLevel: number | null;
  pending: boolean;
  error: Parameters<typeof CallProblem>[0]['error'] | null;
  onRetry: () => void;
}): ReactNode {
  const t = useT();
  if (levels) {
    return levels.length === 0 ? (
      <EmptyState headingLevel={3} title={t('vip_levels_empty')} detail={t('vip_levels_empty_detail')} />
    ) : (
      <VipLevels levels={levels} currentLevel={currentLevel} />
    );
  }
  if (error && !pending) return <CallProblem error={error} onRetry={onRetry} className={problemClass} />;
  return <VipLevelsSkeleton />;
}

/** A member's VIP page: where they stand, then the whole ladder with their level marked. */
function MemberVip() {
  const t = useT();
  const vip = useCallQuery(getVipProgress);
  return (
    <>
      {vip.data ? (
        <VipStanding vip={vip.data} />
      ) : vip.isError ? null : (
        <div
          aria-hidden="true"
          data-slot="vip-standing-skeleton"
          className="h-48 animate-pulse rounded-xl border border-border bg-surface-2 motion-reduce:animate-none"
        />
      )}
      <h2 className="font-semibold text-lg">{t('vip_levels')}</h2>
      <LevelsOrState
        levels={vip.data?.levels}
        currentLevel={vip.data?.level ?? null}
        pending={vip.isFetching}
        error={vip.error}
        onRetry={() => void vip.refetch()}
      />
    </>
  );
}

/** A visitor's (or trial account's) VIP page: a call to log in, then the levels and what each gives. */
function VisitorVip() {
  const t = useT();
  const levels = useCallQuery(getVipLevels);
  return (
    <>
      <LoginCall name="vip-visitor" title={t('vip_visitor_title')} detail={t('vip_visitor_detail')} />
      <h2 className="font-semibold text-lg">{t('vip_levels')}</h2>
      <LevelsOrState
        levels={levels.data?.levels}
        currentLevel={null}
        pending={levels.isFetching}
        error={levels.error}
        onRetry={() => void levels.refetch()}
      />
    </>
  );
}

/**
 * The VIP page (SPEC §2 `/vip`): the player's level, the progress to the next and what the level gives, then every
 * level with its requirements and benefits. A visitor sees the levels and a call to log in; a trial account is told
 * it needs a real account.
 */
export function VipPage({ title, className }: VipPageProps) {
  const t = useT();
  const token = useSessionToken();
  const { isTrial } = useAccountKind();
  const heading = title ?? t('nav_vip');
  usePageMeta(heading, t('vip_page_description'));
  const member = Boolean(token) && !isTrial;
  return (
    <section
      data-slot="vip-page"
      aria-labelledby="vip-page-title"
      className={cn('mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-5 sm:py-6', className)}
    >
      <h1 id="vip-page-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
        {heading}
      </h1>
      {member ? <MemberVip /> : <VisitorVip />}
    </section>
  );
}
