import type { Promotion } from '@lobbykit/api-client';
import { type PromotionCategory, promotionsInCategory, promotionTabs } from '@lobbykit/domain';
import { PROMOTION_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../platform/feedback/empty-state';
import { usePageMeta } from '../../platform/use-page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { cn } from '../../styling/cn';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import { PromotionsLoading, PromotionsProblem } from './promotion-states';
import { usePromotions } from './use-promotions';

/** Props of {@link PromotionsPage}. */
export type PromotionsPageProps = {
  /** The page's heading and document title; "Promotions" in the shown language by default. */
  title?: string;
  className?: string;
};

type Tab = PromotionCategory | 'all';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

export const promotionGridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';

function PromotionGrid({ promotions, label }: { promotions: readonly Promotion[]; label: string }) {
  return (
    <ul aria-label={label} className={promotionGridClass}>
      {promotions.map((promotion) => (
        <li key={promotion.id} className="min-w-0">
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}

function PromotionTabs({ promotions }: { promotions: readonly Promotion[] }) {
  const t = useT();
  const [picked, setPicked] = useState<Tab>('all');
  const categories = promotionTabs(promotions);
  // A tab whose promotions are gone (a refreshed list) falls back to all of them.
  const tab: Tab = picked === 'all' || categories.includes(picked) ? picked : 'all';
  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: t('promo_all') },
    ...categories.map((category) => ({ value: category, label: t(PROMOTION_CATEGORY_KEYS[category]) })),
  ];
  return (
    <Tabs variant="pills" value={tab} onValueChange={(value) => setPicked(value as Tab)}>
      <TabsList aria-label={t('promo_categories_label')} className="-mx-1 px-1 [scrollbar-width:thin]">
        {tabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, label }) => (
        <TabsContent key={value} value={value}>
          <PromotionGrid
            promotions={promotionsInCategory(promotions, value === 'all' ? null : value)}
            label={t('promo_list_label', { category: label })}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The promotions page (SPEC §2 `/promotions`, PLATFORM-FACTS §6.12): category tabs in the platform's order (a missing
 * category under "Other"), and a card per promotion linking to its detail; skeletons while the list loads, an honest
 * empty state, and the catalogue's message with a retry when the read fails.
 */
export function PromotionsPage({ title, className }: PromotionsPageProps) {
  const t = useT();
  const heading = title ?? t('nav_promotions');
  usePageMeta(heading, t('promo_page_description'));
  const promotions = usePromotions();

  let content: ReactNode;
  if (promotions.isPending) {
    content = (
      <>
        <PromotionsLoading />
        <div aria-hidden="true" className="flex gap-2 overflow-hidden">
          {SKELETONS.slice(0, 4).map((id) => (
            <span
              key={id}
              className="h-10 w-24 shrink-0 animate-pulse rounded-full bg-surface-2 motion-reduce:animate-none"
            />
          ))}
        </div>
        <div className={promotionGridClass}>
          {SKELETONS.map((id) => (
            <PromotionCardSkeleton key={id} />
          ))}
        </div>
      </>
    );
  } else if (promotions.isError) {
    content = <PromotionsProblem error={promotions.error} onRetry={() => void promotions.refetch()} />;
  } else if (promotions.data.length === 0) {
    content = <EmptyState title={t('promo_empty')} detail={t('promo_empty_detail')} />;
  } else {
    content = <PromotionTabs promotions={promotions.data} />;
  }

  return (
    <section
      data-slot="promotions-page"
      aria-labelledby="promotions-page-title"
      aria-busy={promotions.isPending || undefined}
      className={cn('mx-auto flex w-full max-w-[1680px] flex-col gap-4 px-3 py-4 sm:px-5 sm:py-6', className)}
    >
      <h1 id="promotions-page-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
        {heading}
      </h1>
      {content}
    </section>
  );
}
