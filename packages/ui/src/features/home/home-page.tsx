import { getAnnouncements } from '@lobbykit/api-client';
import { homeBanners } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useMemo } from 'react';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { type OpenGame, useGameStart } from '../../game-start/use-game-start';
import { useCallQuery } from '../../platform/call-hooks';
import { useImageSource } from '../../platform/use-image-source';
import { cn } from '../../styling/cn';
import { BannerCarousel, carouselBanner } from './banner-carousel';
import { SectionProblem } from './home-section';
import { HotGames } from './hot-games';
import { VendorSections } from './vendor-sections';
import { WinnerBoard } from './winner-board';

/** Props of {@link HomePage}. */
export type HomePageProps = {
  /** The promotions teaser the site puts on home (the promotions feature's `PromotionsTeaser`), or nothing. */
  promotions?: ReactNode;
  /** Where a launched game opens; this tab by default. */
  openGame?: OpenGame;
  className?: string;
};

function HomeBanners() {
  const announcements = useCallQuery(getAnnouncements);
  const image = useImageSource();
  const banners = useMemo(
    () => homeBanners(announcements.data?.banners ?? []).map((banner, index) => carouselBanner(banner, image, index)),
    [announcements.data, image],
  );
  if (announcements.isPending) {
    return (
      <div
        data-slot="banner-skeleton"
        aria-hidden="true"
        className="aspect-[3/1] animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none"
      />
    );
  }
  if (announcements.isError) {
    return (
      <SectionProblem
        error={announcements.error}
        onRetry={() => void announcements.refetch()}
        className="aspect-[3/1] min-h-0 rounded-xl"
      />
    );
  }
  return <BannerCarousel banners={banners} />;
}

/**
 * The home page (SPEC §2 `/`): the home banners, the hot games, the winner board, one section per game
 * category with its vendors, and the promotions teaser the site hands in. Each part reads its own call, so each
 * has its own skeleton, empty state and retry, and one failing call never blanks the page.
 */
export function HomePage({ promotions, openGame, className }: HomePageProps) {
  const t = useT();
  const game = useGameStart(openGame);
  const lanes = useGameVendors();
  const vendorNames = useMemo(
    () =>
      Object.fromEntries(
        (lanes.data?.data.lanes ?? []).flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])),
      ),
    [lanes.data],
  );

  return (
    <div
      data-slot="home-page"
      aria-busy={game.launching || undefined}
      className={cn('mx-auto flex w-full max-w-[1680px] flex-col gap-6 px-3 py-4 sm:gap-8 sm:px-5 sm:py-6', className)}
    >
      <h1 className="sr-only">{t('nav_home')}</h1>
      <HomeBanners />
      <HotGames
        vendorNames={vendorNames}
        onPlay={(picked) => game.start(picked)}
        onTrial={(picked) => game.start(picked, true)}
      />
      {promotions}
      <div className="flex flex-col gap-6 sm:gap-8 lg:flex-row-reverse lg:items-start">
        <WinnerBoard className="lg:w-[22rem] lg:shrink-0 xl:w-[24rem]" />
        <div className="flex min-w-0 flex-1 flex-col gap-6 sm:gap-8">
          <VendorSections onLaunch={(picked) => game.startVendor(picked)} />
        </div>
      </div>
      {game.launching && (
        <p
          role="status"
          className="fixed inset-x-0 bottom-4 z-30 mx-auto w-fit rounded-full bg-surface-3 px-4 py-2 text-sm shadow-raised"
        >
          {t('game_starting')}
        </p>
      )}
      {game.dialog}
    </div>
  );
}
