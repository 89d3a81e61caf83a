import type { Promotion } from '@lobbykit/api-client';
import { PROMOTION_DATE_PATTERN, promotionCategory, promotionDetailHref, promotionImage } from '@lobbykit/domain';
import { PROMOTION_CATEGORY_KEYS, useFormat, useT } from '@lobbykit/i18n';
import { NavLink } from '../../platform/nav-link';
import { useImageSource } from '../../platform/use-image-source';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { cn } from '../../styling/cn';

/** The box every promotion image sits in: the platform's banners are 3:1, so nothing moves when they load. */
export const PROMOTION_IMAGE_BOX = 'aspect-[3/1]';

/**
 * The promotion's start and end, `YYYY-MM-DD HH:mm:ss` (PLATFORM-FACTS §6.12) on the platform's clock, its zone named
 * once at the end.
 */
export function PromotionPeriod({ promotion, className }: { promotion: Promotion; className?: string }) {
  const t = useT();
  const { formatDateTime, formatDateTimeWithZone } = useFormat();
  const end = promotion.endDate ? formatDateTimeWithZone(promotion.endDate, PROMOTION_DATE_PATTERN) : null;
  const start = (end ? formatDateTime : formatDateTimeWithZone)(promotion.startDate, PROMOTION_DATE_PATTERN);
  return (
    <p data-slot="promotion-period" className={cn('text-text-muted text-xs tabular-nums', className)}>
      <span className="sr-only">{t('promo_period_label')}: </span>
      {end ? t('promo_period', { start, end }) : t('promo_period_open', { start })}
    </p>
  );
}

/** The category a promotion is filed under, as a small label; a missing one reads "Other" (other_promo). */
export function PromotionCategoryMark({
  category,
  className,
}: {
  category: string | null | undefined;
  className?: string;
}) {
  const t = useT();
  return (
    <span
      data-slot="promotion-category"
      className={cn(
        'inline-flex h-6 w-fit items-center rounded-sm bg-accent-soft px-2 font-semibold text-text text-xs',
        className,
      )}
    >
      {t(PROMOTION_CATEGORY_KEYS[promotionCategory(category)])}
    </span>
  );
}

/** A promotion's image of sequence 1 in its fixed box, or the brand's art when it has none or it cannot load. */
export function PromotionImage({
  promotion,
  alt = '',
  className,
}: {
  promotion: Promotion;
  alt?: string;
  className?: string;
}) {
  const imageSource = useImageSource();
  const path = promotionImage(promotion.announcementImages);
  const art = <PromotionArt title={promotion.title} />;
  return (
    <div
      data-slot="promotion-image"
      className={cn('relative overflow-hidden bg-surface-3', PROMOTION_IMAGE_BOX, className)}
    >
      {path ? (
        <LazyImage {...imageSource(path)} alt={alt} fallback={art} className="absolute inset-0" />
      ) : (
        <div className="absolute inset-0">{art}</div>
      )}
    </div>
  );
}

function PromotionArt({ title }: { title: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-full items-center justify-center bg-linear-to-br from-accent-soft via-surface-3 to-surface-1 px-4 text-center font-extrabold text-lg text-text/80"
    >
      <span className="line-clamp-2">{title}</span>
    </span>
  );
}

/** Props of {@link PromotionCard}. */
export type PromotionCardProps = {
  promotion: Promotion;
  /** The title's heading level: 2 on the promotions page, 3 under a section heading such as the teaser's. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A promotion in a list (PLATFORM-FACTS §6.12): its image in a fixed box, category, title and dates; the whole card
 * is one link to its detail, `/promoDetail#<id>`.
 */
export function PromotionCard({ promotion, headingLevel = 2, className }: PromotionCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <NavLink
      href={promotionDetailHref(promotion.id)}
      data-slot="promotion-card"
      className={cn(
        'group relative flex h-full min-w-0 flex-col overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/50',
        'motion-safe:transition-[transform,box-shadow] motion-safe:duration-150 hover:-translate-y-0.5 hover:shadow-raised',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <PromotionImage promotion={promotion} />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <PromotionCategoryMark category={promotion.category} />
        <Heading className="line-clamp-2 font-bold text-base leading-snug group-hover:text-focus">
          {promotion.title}
        </Heading>
        <PromotionPeriod promotion={promotion} className="mt-auto" />
      </div>
    </NavLink>
  );
}

/** A card's shape while the promotions load. */
export function PromotionCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="promotion-card-skeleton"
      className={cn('flex flex-col overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/50', className)}
    >
      <div className={cn('animate-pulse bg-surface-3 motion-reduce:animate-none', PROMOTION_IMAGE_BOX)} />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <span className="h-6 w-20 animate-pulse rounded-sm bg-surface-3 motion-reduce:animate-none" />
        <span className="h-5 w-3/4 animate-pulse rounded-sm bg-surface-3 motion-reduce:animate-none" />
        <span className="h-4 w-2/3 animate-pulse rounded-sm bg-surface-3 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
