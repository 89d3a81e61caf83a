import { getPointBalance, getPointConfig, getPointRewards, type PointGoods } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import { type ReactNode, useState } from 'react';
import { useCallQuery, useSessionToken } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { EmptyState } from '../../platform/feedback/empty-state';
import { LoginCall } from '../../platform/feedback/login-call';
import { useAccountKind } from '../../platform/session-hooks';
import { useGatedAction } from '../../platform/use-gated-action';
import { usePageMeta } from '../../platform/use-page-meta';
import { Button } from '../../primitives/button/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { cn } from '../../styling/cn';
import { ConvertDialog } from './convert-dialog';
import { PointRecords } from './point-records';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import { RewardCard, RewardCardSkeleton } from './reward-card';

/** Props of {@link PointsMallPage}. */
export type PointsMallPageProps = {
  /** The page's heading and document title; "Points mall" in the shown language by default. */
  title?: string;
  className?: string;
};

type Tab = 'rewards' | 'history' | 'records';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

// Three tabs share a phone's width (none scrolls out of sight); from sm up they sit side by side at their own width.
const tabClass = 'h-auto min-h-10 shrink justify-center px-2 py-1 text-center text-xs leading-tight sm:px-4 sm:text-sm';

function NeverExpires() {
  const t = useT();
  return (
    <p data-slot="points-never-expire" className="flex items-center gap-1.5 text-sm text-text-muted">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4 shrink-0 text-success"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
      {t('points_never_expire')}
    </p>
  );
}

/** The member's points, that they never expire (SPEC §9), the convert rate and Convert. */
function PointsWallet({ onConvert }: { onConvert: (points: number) => void }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const balance = useCallQuery(getPointBalance);
  const config = useCallQuery(getPointConfig);
  const failed = balance.error ?? config.error;
  let figure: ReactNode;
  if (balance.data) {
    figure = (
      <p data-testid="points-balance" className="font-extrabold text-3xl text-gold tabular-nums sm:text-4xl">
        {t('points_balance', { points: balance.data.points })}
      </p>
    );
  } else if (failed) {
    figure = (
      <CallProblem
        error={failed}
        onRetry={() => {
          void balance.refetch();
          void config.refetch();
        }}
      />
    );
  } else {
    figure = (
      <span
        data-slot="points-balance-skeleton"
        className="block h-10 w-40 animate-pulse rounded bg-surface-3 motion-reduce:animate-none"
      />
    );
  }
  return (
    <section
      aria-labelledby="points-wallet-title"
      aria-busy={balance.isPending || undefined}
      data-slot="points-wallet"
      className="flex flex-col gap-4 rounded-xl border border-border bg-linear-to-br from-surface-2 to-surface-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id="points-wallet-title" className="font-medium text-sm text-text-muted">
          {t('pm_your_points')}
        </h2>
        {figure}
        <NeverExpires />
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        {config.data ? (
          <p className="text-sm text-text-muted tabular-nums">
            {t('pm_convert_rate', {
              points: t('points_balance', { points: config.data.convertPoints }),
              amount: formatMoney(Number(config.data.convertAmount)),
            })}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="lg"
          disabled={!balance.data || !config.data}
          onClick={() => balance.data && onConvert(balance.data.points)}
        >
          {t('pm_convert')}
        </Button>
      </div>
    </section>
  );
}

/** A visitor's (or trial account's) way in: what the mall is, that points never expire, and Log in. */
function VisitorCall() {
  const t = useT();
  return (
    <LoginCall name="points-visitor" title={t('pm_visitor_title')} detail={t('pm_visitor_detail')}>
      <NeverExpires />
    </LoginCall>
  );
}

/** The goods on offer: square cards, skeletons while they load, an honest empty state, the failure with a retry. */
function RewardsGrid({ points, onRedeem }: { points: number | null; onRedeem: (goods: PointGoods) => void }) {
  const t = useT();
  const rewards = useCallQuery(getPointRewards);
  if (rewards.isPending) {
    return (
      <div role="status" aria-label={t('loading')} data-slot="rewards-loading" className={gridClass}>
        {SKELETONS.map((id) => (
          <RewardCardSkeleton key={id} />
        ))}
      </div>
    );
  }
  if (rewards.isError) {
    return (
      <CallProblem
        error={rewards.error}
        onRetry={() => void rewards.refetch()}
        className="justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text"
      />
    );
  }
  if (rewards.data.list.length === 0) {
    return <EmptyState headingLevel={3} title={t('pm_rewards_empty')} detail={t('pm_rewards_empty_detail')} />;
  }
  return (
    <ul aria-label={t('pm_rewards')} className={gridClass}>
      {rewards.data.list.map((goods) => (
        <li key={goods.id} className="min-w-0">
          <RewardCard goods={goods} points={points} onRedeem={onRedeem} />
        </li>
      ))}
    </ul>
  );
}

/** A member's mall: the rewards, the redeem history and the point records, as tabs; redeem and convert dialogs. */
function MemberMall() {
  const t = useT();
  const gated = useGatedAction();
  const balance = useCallQuery(getPointBalance);
  const config = useCallQuery(getPointConfig);
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<PointGoods | null>(null);
  const [converting, setConverting] = useState(false);
  const points = balance.data?.points ?? 0;
  const tabs: { value: Tab; label: string }[] = [
    { value: 'rewards', label: t('pm_rewards') },
    { value: 'history', label: t('redeem_history') },
    { value: 'records', label: t('pm_point_records') },
  ];
  return (
    <>
      <PointsWallet onConvert={() => gated(() => setConverting(true))} />
      <Tabs variant="pills" value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t('nav_points_mall')} className="grid grid-cols-3 overflow-visible pb-0 sm:flex">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className={tabClass}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="rewards">
          <RewardsGrid points={balance.data ? points : null} onRedeem={(goods) => gated(() => setRedeeming(goods))} />
        </TabsContent>
        <TabsContent value="history">
          <RedeemHistory />
        </TabsContent>
        <TabsContent value="records">
          <PointRecords />
        </TabsContent>
      </Tabs>
      {redeeming ? (
        <RedeemDialog
          goods={redeeming}
          points={points}
          onClose={() => setRedeeming(null)}
          onShowHistory={() => {
            setRedeeming(null);
            setTab('history');
          }}
        />
      ) : null}
      {converting && config.data ? (
        <ConvertDialog config={config.data} points={points} onClose={() => setConverting(false)} />
      ) : null}
    </>
  );
}

/**
 * The points mall (SPEC §2 `/pointMall`, §3 points entries and redeem records, §4 redeem status, §9 no expiry):
 * the member's points with Convert, the rewards to redeem (password-checked, one send per intent), the redeem
 * history and the point records. A visitor sees the rewards and a call to log in; Redeem opens the login, and a
 * trial account is told it needs a real one.
 */
export function PointsMallPage({ title, className }: PointsMallPageProps) {
  const t = useT();
  const token = useSessionToken();
  const { isTrial } = useAccountKind();
  const gated = useGatedAction();
  const heading = title ?? t('nav_points_mall');
  usePageMeta(heading, t('pm_page_description'));
  const member = Boolean(token) && !isTrial;
  return (
    <section
      data-slot="points-mall-page"
      aria-labelledby="points-mall-title"
      className={cn('mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-5 sm:py-6', className)}
    >
      <h1 id="points-mall-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
        {heading}
      </h1>
      {member ? (
        <MemberMall />
      ) : (
        <>
          <VisitorCall />
          <h2 className="font-semibold text-lg">{t('pm_rewards')}</h2>
          <RewardsGrid points={null} onRedeem={() => gated(() => undefined)} />
        </>
      )}
    </section>
  );
}
