import { newestPromotions, PROMOTION_TEASER_COUNT, PROMOTIONS_PATH } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { NavLink } from '../../platform/nav-link';
import { cn } from '../../styling/cn';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import { PromotionsLoading, PromotionsProblem } from './promotion-states';
import { usePromotions } from './use-promotions';

/** Props of {@link PromotionsTeaser}. */
export type PromotionsTeaserProps = {
  /** How many of the newest promotions to show; 4 by default. */
  count?: number;
  className?: string;
};

const row =
  '-mx-1 grid auto-cols-[minmax(16rem,80%)] grid-flow-col gap-4 overflow-x-auto px-1 pb-2 [scrollbar-width:thin] ' +
  'sm:auto-cols-[minmax(18rem,45%)] lg:auto-cols-auto lg:grid-flow-row lg:grid-cols-4 lg:overflow-visible';

/**
 * The newest few promotions as a row of cards for the home page, each linking to its detail, with a link to all of
 * them. While they load it keeps its place with skeletons; a failed read says so with a retry; with no promotions
 * at all the row is left out, so home shows no empty section.
 */
export function PromotionsTeaser({ count = PROMOTION_TEASER_COUNT, className }: PromotionsTeaserProps) {
  const t = useT();
  const headingId = useId();
  const promotions = usePromotions();
  if (promotions.isSuccess && promotions.data.length === 0) return null;
  const shown = promotions.data ? newestPromotions(promotions.data, count) : [];

  return (
    <section
      data-slot="promotions-teaser"
      aria-labelledby={headingId}
      aria-busy={promotions.isPending || undefined}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-bold text-lg sm:text-xl">
          {t('promo_teaser_label')}
        </h2>
        <NavLink
          href={PROMOTIONS_PATH}
          aria-label={t('promo_view_all_label')}
          className="shrink-0 rounded-md font-semibold text-focus text-sm hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {t('promo_view_all')}
        </NavLink>
      </div>
      {promotions.isPending ? (
        <>
          <PromotionsLoading />
          <div className={row}>
            {Array.from({ length: Math.min(count, PROMOTION_TEASER_COUNT) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <PromotionCardSkeleton key={index} />
            ))}
          </div>
        </>
      ) : promotions.isError ? (
        <PromotionsProblem error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : (
        <ul aria-label={t('promo_teaser_label')} className={row}>
          {shown.map((promotion) => (
            <li key={promotion.id} className="min-w-0">
              <PromotionCard promotion={promotion} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
