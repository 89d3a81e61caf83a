import { findPromotion, PROMOTIONS_PATH } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '../../platform/feedback/empty-state';
import { NavLink } from '../../platform/nav-link';
import { usePageMeta } from '../../platform/use-page-meta';
import { richTextClass, SafeHtml } from '../../primitives/safe-html/safe-html';
import { cn } from '../../styling/cn';
import { PromotionActivity } from './promotion-activity';
import { PromotionCategoryMark, PromotionImage, PromotionPeriod } from './promotion-card';
import { PromotionsLoading, PromotionsProblem } from './promotion-states';
import { usePromotions } from './use-promotions';

/** Props of {@link PromotionDetail}. */
export type PromotionDetailProps = {
  /** The promotion to show, as the URL hash names it (`/promoDetail#<id>`, PLATFORM-FACTS §6.12); null = none. */
  promotionId: string | null;
  className?: string;
};

function BackLink() {
  const t = useT();
  return (
    <NavLink
      href={PROMOTIONS_PATH}
      className="inline-flex w-fit items-center gap-1.5 rounded-md font-semibold text-focus text-sm hover:underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4 rtl:rotate-180"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('promo_back')}
    </NavLink>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="aspect-[3/1] animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
      <span className="h-6 w-24 animate-pulse rounded-sm bg-surface-2 motion-reduce:animate-none" />
      <span className="h-8 w-2/3 animate-pulse rounded-sm bg-surface-2 motion-reduce:animate-none" />
      <span className="h-4 w-1/2 animate-pulse rounded-sm bg-surface-2 motion-reduce:animate-none" />
      <span className="h-24 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * One promotion (SPEC §2 `/promoDetail`, PLATFORM-FACTS §6.12): its image, category, title and dates, its HTML through
 * the one sanitiser, and Join or Claim when it runs a reward-centre activity; a back link to the list, and a clear
 * "not available" for an id the platform does not list.
 */
export function PromotionDetail({ promotionId, className }: PromotionDetailProps) {
  const t = useT();
  const promotions = usePromotions();
  const promotion = findPromotion(promotions.data ?? [], promotionId);
  usePageMeta(
    promotion?.title ?? t('nav_promotions'),
    promotion ? t('promo_detail_description', { title: promotion.title }) : t('promo_page_description'),
  );
  // A detail opened from a scrolled list starts at its top.
  useEffect(() => {
    if (promotionId !== null) window.scrollTo?.({ top: 0 });
  }, [promotionId]);

  let content: ReactNode;
  if (promotions.isPending) {
    content = (
      <>
        <PromotionsLoading />
        <DetailSkeleton />
      </>
    );
  } else if (promotions.isError) {
    content = <PromotionsProblem error={promotions.error} onRetry={() => void promotions.refetch()} />;
  } else if (!promotion) {
    content = (
      <EmptyState
        headingLevel={1}
        title={t('promo_not_found')}
        detail={t('promo_not_found_detail')}
        action={
          <NavLink
            href={PROMOTIONS_PATH}
            className="inline-flex h-10 items-center rounded-md bg-accent px-4 font-semibold text-accent-contrast text-sm hover:bg-accent-hover"
          >
            {t('promo_back')}
          </NavLink>
        }
      />
    );
  } else {
    content = (
      <article aria-labelledby="promotion-detail-title" className="flex flex-col gap-4">
        <PromotionImage promotion={promotion} className="rounded-lg" />
        <div className="flex flex-col gap-2">
          <PromotionCategoryMark category={promotion.category} />
          <h1 id="promotion-detail-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
            {promotion.title}
          </h1>
          <PromotionPeriod promotion={promotion} className="text-sm" />
        </div>
        {promotion.activityId ? <PromotionActivity activityId={promotion.activityId} /> : null}
        {/* The platform's HTML brings its own headings (h3 in practice): this one keeps the outline in order. */}
        <h2 className="sr-only">{t('promo_details')}</h2>
        <SafeHtml html={promotion.content} className={cn('text-sm leading-relaxed sm:text-base', richTextClass)} />
      </article>
    );
  }

  return (
    <section
      data-slot="promotion-detail"
      aria-busy={promotions.isPending || undefined}
      className={cn('mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 py-4 sm:px-5 sm:py-6', className)}
    >
      <BackLink />
      {content}
    </section>
  );
}
