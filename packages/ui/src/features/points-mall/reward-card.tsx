import type { PointGoods } from '@lobbykit/api-client';
import { type RedeemReadiness, redeemReadiness } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { useImageSource } from '../../platform/use-image-source';
import { Button } from '../../primitives/button/button';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { cn } from '../../styling/cn';
import { usePointsText } from './points-format';

/** What stands in the art box when the goods' image cannot be loaded: its initial on the brand gradient. */
function GoodsArt({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-full items-center justify-center bg-linear-to-br from-accent/40 to-surface-3 font-extrabold text-4xl text-text/80"
    >
      {name.slice(0, 1)}
    </span>
  );
}

/**
 * One reward of the points mall: square art (no layout shift), the name, the points and any money it takes, what
 * is left in stock, and Redeem. `points` is the player's balance, or null for a visitor, who may press Redeem to log
 * in. A member who cannot redeem it yet reads why, next to a disabled button.
 */
export function RewardCard({
  goods,
  points,
  onRedeem,
}: {
  goods: PointGoods;
  points: number | null;
  onRedeem: (goods: PointGoods) => void;
}) {
  const t = useT();
  const { formatMoney } = useFormat();
  const pointsText = usePointsText();
  const imageSource = useImageSource();
  const titleId = useId();
  const readiness: RedeemReadiness =
    points === null
      ? goods.stock !== null && goods.stock < 1
        ? 'goods_out_of_stock'
        : 'ready'
      : redeemReadiness(goods, points);
  const amount = Number(goods.amountRequirement);
  const reasonId = `${titleId}-reason`;
  return (
    <article
      aria-labelledby={titleId}
      data-slot="reward-card"
      data-goods={goods.id}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface-2 shadow-sm motion-safe:transition-colors hover:border-accent/60"
    >
      <div className="relative aspect-square bg-surface-3">
        <LazyImage
          {...imageSource(goods.image)}
          alt=""
          fallback={<GoodsArt name={goods.name} />}
          className="absolute inset-0"
          imgClassName="size-full object-cover"
        />
        {goods.stock !== null ? (
          <span
            className={cn(
              'absolute end-2 top-2 rounded-full px-2 py-0.5 font-semibold text-xs shadow-sm',
              goods.stock < 1 ? 'bg-surface-1 text-text-muted' : 'bg-surface-1/90 text-text',
            )}
          >
            {goods.stock < 1 ? t('pm_out_of_stock') : t('pm_stock_left', { count: goods.stock })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={titleId} className="line-clamp-2 font-semibold text-sm leading-snug sm:text-base">
          {goods.name}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-1.5 tabular-nums">
          <span data-slot="reward-points" className="font-bold text-gold">
            {t('points_balance', { points: goods.pointsRequirement })}
          </span>
          {amount > 0 ? (
            <span data-slot="reward-amount" className="text-sm text-text-muted">
              {t('pm_plus_amount', { amount: formatMoney(amount) })}
            </span>
          ) : null}
        </p>
        <div className="mt-auto flex flex-col gap-1.5 pt-1">
          {readiness === 'points_not_enough' && points !== null ? (
            <p id={reasonId} className="text-text-muted text-xs">
              {t('pm_points_short', { points: pointsText(goods.pointsRequirement - points) })}
            </p>
          ) : null}
          <Button
            variant={readiness === 'ready' ? 'gold' : 'secondary'}
            size="sm"
            className="w-full"
            disabled={readiness !== 'ready'}
            // The card's name goes with the button, so "Redeem" alone is never ambiguous in a list of buttons.
            aria-describedby={readiness === 'points_not_enough' && points !== null ? `${titleId} ${reasonId}` : titleId}
            onClick={() => onRedeem(goods)}
          >
            {readiness === 'goods_out_of_stock' ? t('pm_out_of_stock') : t('redeem')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A reward's shape while the goods load. */
export function RewardCardSkeleton() {
  return (
    <div
      data-slot="reward-card-skeleton"
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface-2"
    >
      <div className="aspect-square animate-pulse bg-surface-3 motion-reduce:animate-none" />
      <div className="flex flex-col gap-2 p-3">
        <span className="h-4 w-3/4 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
        <span className="h-4 w-1/2 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
        <span className="mt-2 h-8 w-full animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
