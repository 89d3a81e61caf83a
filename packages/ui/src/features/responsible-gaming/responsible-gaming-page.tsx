import { getPlayerProtection, type PlayerProtection } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useCallback, useRef } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { useClock } from '../../platform/clock-provider';
import { CallProblem } from '../../platform/feedback/call-problem';
import { ActivityStatementSection } from './activity-statement';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';

/**
 * Responsible gaming (a member-centre page, ours): the player's limits with their usage and pending raises, the
 * reality-check interval, a time-out or self-exclusion, and the activity statement. Times are the platform's, so a
 * pending change's time reads as the platform will apply it.
 */
export function ResponsibleGamingPage({ openPage }: MemberCentrePageProps) {
  const t = useT();
  const protection = useCallQuery(getPlayerProtection);
  const platformNow = usePlatformNow(protection.data);

  return (
    <div data-slot="responsible-gaming-page" className="flex flex-col gap-4">
      <p className="text-sm text-text-muted">{t('rg_intro')}</p>
      {protection.error && !protection.data ? (
        <CallProblem
          error={protection.error}
          onRetry={() => void protection.refetch()}
          className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6"
        />
      ) : !protection.data ? (
        <PageSkeleton />
      ) : (
        <ProtectionSections
          protection={protection.data}
          platformNow={platformNow}
          onWithdraw={() => openPage('withdraw')}
        />
      )}
      <Section title={t('rg_statement_title')}>
        <ActivityStatementSection />
      </Section>
    </div>
  );
}

/** The sections over the protection state; a running time-out or self-exclusion comes first, with the way out. */
function ProtectionSections({
  protection,
  platformNow,
  onWithdraw,
}: {
  protection: PlayerProtection;
  platformNow: () => number;
  onWithdraw: () => void;
}) {
  const t = useT();
  const breaks = (
    <Section title={t('rg_breaks_title')}>
      <BreakSection protection={protection} platformNow={platformNow} onWithdraw={onWithdraw} />
    </Section>
  );
  return (
    <>
      {protection.exclusion ? breaks : null}
      <Section title={t('rg_limits_title')}>
        <LimitsSection protection={protection} platformNow={platformNow} />
      </Section>
      <Section title={t('rg_reality_title')}>
        <RealityCheckSection protection={protection} />
      </Section>
      {protection.exclusion ? null : breaks}
    </>
  );
}

/** The platform's clock, from the protection state's `now` and the nearest clock since it was read. */
function usePlatformNow(protection: PlayerProtection | undefined): () => number {
  const clock = useClock();
  const offset = useRef<{ of: PlayerProtection | undefined; by: number }>({ of: undefined, by: 0 });
  if (protection && offset.current.of !== protection) offset.current = { of: protection, by: protection.now - clock() };
  return useCallback(() => clock() + offset.current.by, [clock]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4 sm:p-5"
    >
      <h3 className="font-semibold text-text-muted text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </section>
  );
}

function PageSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4" data-slot="responsible-gaming-skeleton">
      {[0, 1, 2].map((box) => (
        <span key={box} className="block h-40 rounded-lg bg-surface-3 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}
