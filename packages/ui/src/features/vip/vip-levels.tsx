import type { VipProgress } from '@lobbykit/api-client';
import { type MessageKey, useFormat, useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { cn } from '../../styling/cn';

type VipLevel = VipProgress['levels'][number];
type Benefit = VipLevel['benefits'][number];

const BENEFIT_KEYS: Record<Benefit['key'], MessageKey> = {
  upgradeBonus: 'vip_benefit_upgrade_bonus',
  birthdayBonus: 'vip_benefit_birthday_bonus',
  monthlyBonus: 'vip_benefit_monthly_bonus',
  rebateRate: 'vip_benefit_rebate_rate',
  dailyWithdrawals: 'vip_benefit_daily_withdrawals',
  dedicatedService: 'vip_benefit_dedicated_service',
};

/** A benefit's value in the shown language: money as money, a rate as sent, a count per day, a service included. */
export function useBenefitValue(): (benefit: Benefit) => string {
  const t = useT();
  const { formatMoney } = useFormat();
  return (benefit) => {
    switch (benefit.key) {
      case 'upgradeBonus':
      case 'birthdayBonus':
      case 'monthlyBonus':
        return formatMoney(Number(benefit.value));
      case 'dailyWithdrawals':
        return t('vip_per_day', { count: Number(benefit.value) });
      case 'dedicatedService':
        return t('vip_included');
      default:
        return benefit.value;
    }
  };
}

/** What a level gives, as label and value rows. */
export function BenefitList({ benefits, className }: { benefits: readonly Benefit[]; className?: string }) {
  const t = useT();
  const benefitValue = useBenefitValue();
  return (
    <dl data-slot="benefit-list" className={cn('flex flex-col gap-1.5 text-sm', className)}>
      {benefits.map((benefit) => (
        <div key={benefit.key} className="flex items-baseline justify-between gap-3">
          <dt className="text-text-muted">{t.dynamic(BENEFIT_KEYS[benefit.key])}</dt>
          <dd className="text-end font-semibold tabular-nums">{benefitValue(benefit)}</dd>
        </div>
      ))}
    </dl>
  );
}

function LevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-slot="vip-level"
      data-level={level.level}
      data-current={current || undefined}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-surface-2 p-4',
        current ? 'border-gold shadow-[0_0_0_1px_var(--color-gold)]' : 'border-border',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-text-muted text-xs uppercase tracking-wide">
            {t('vip_level_number', { level: level.level })}
          </span>
          <h3 id={titleId} className={cn('font-extrabold text-xl', current && 'text-gold')}>
            {level.name}
          </h3>
        </div>
        {current ? (
          <span className="shrink-0 rounded-full bg-gold px-2.5 py-0.5 font-bold text-gold-contrast text-xs">
            {t('vip_your_level')}
          </span>
        ) : null}
      </header>
      <div className="flex flex-col gap-1.5">
        <h4 className="font-semibold text-text-muted text-xs uppercase tracking-wide">{t('vip_requirements')}</h4>
        <dl className="flex flex-col gap-1.5 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-text-muted">{t('vip_valid_bet')}</dt>
            <dd className="text-end tabular-nums">{formatMoney(Number(level.validBetRequired))}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-text-muted">{t('vip_deposit')}</dt>
            <dd className="text-end tabular-nums">{formatMoney(Number(level.depositRequired))}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-col gap-1.5 border-border border-t pt-3">
        <h4 className="font-semibold text-text-muted text-xs uppercase tracking-wide">{t('vip_benefits')}</h4>
        <BenefitList benefits={level.benefits} />
      </div>
    </article>
  );
}

/** The VIP ladder: one card per level with what reaching it takes and what it gives; the player's level marked. */
export function VipLevels({ levels, currentLevel }: { levels: readonly VipLevel[]; currentLevel: number | null }) {
  const t = useT();
  return (
    <ul
      data-slot="vip-levels"
      aria-label={t('vip_levels')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {levels.map((level) => (
        <li key={level.level} className="min-w-0">
          <LevelCard level={level} current={level.level === currentLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The ladder's shape while it loads. */
export function VipLevelsSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      data-slot="vip-levels-loading"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {['a', 'b', 'c', 'd', 'e'].map((id) => (
        <div
          key={id}
          aria-hidden="true"
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4"
        >
          <span className="h-6 w-1/2 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
          <span className="h-16 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
          <span className="h-28 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
