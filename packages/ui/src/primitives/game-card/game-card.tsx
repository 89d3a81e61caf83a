import type { Game } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type * as React from 'react';
import { memo } from 'react';
import { cn } from '../../styling/cn';
import { buttonVariants } from '../button/button';
import type { ImageSource } from '../lazy-image/lazy-image';
import { LazyImage } from '../lazy-image/lazy-image';
import { GameArtFallback } from './game-art-fallback';
import { FlameIcon, HeartIcon, PlayIcon } from './game-card-icons';

/** Props of {@link GameCard}. */
export type GameCardProps = Omit<React.ComponentProps<'div'>, 'children' | 'onPlay'> & {
  game: Game;
  image: ImageSource;
  /** The vendor's name as the lobby shows it; the game's vendor code when left out. */
  vendorName?: string;
  favourite?: boolean;
  onPlay: (game: Game) => void;
  onTrial?: (game: Game) => void;
  /** Left out, the card shows no favourite button. */
  onToggleFavourite?: (game: Game) => void;
};

const mark = 'inline-flex h-5 items-center gap-1 rounded-sm px-1.5 font-bold text-[0.6875rem] uppercase tracking-wide';

// A lobby mounts a screenful of cards at a time while it scrolls: every class list that does not depend on the game
// is worked out once here, not per card and render, and the actions are the Button's look on plain buttons.
const cardClass = /* @__PURE__ */ cn(
  'group relative flex min-w-0 flex-col overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/50',
  'motion-safe:transition-[transform,box-shadow] motion-safe:duration-150',
  'hover:-translate-y-0.5 hover:shadow-raised focus-within:ring-2 focus-within:ring-focus',
);
const actionsClass = /* @__PURE__ */ cn(
  'absolute inset-0 flex flex-col items-center justify-center gap-2 bg-page/70 p-3',
  'opacity-0 group-focus-within:opacity-100 group-hover:opacity-100',
  'motion-safe:transition-opacity motion-safe:duration-150',
  // Touch screens have no hover: the actions sit at the foot of the art instead.
  '[@media(hover:none)]:justify-end [@media(hover:none)]:bg-linear-to-t [@media(hover:none)]:from-page/85 [@media(hover:none)]:to-transparent [@media(hover:none)]:opacity-100',
);
const playClass = /* @__PURE__ */ cn(/* @__PURE__ */ buttonVariants({ size: 'sm' }), 'w-full max-w-32 rounded-full');
const trialClass = /* @__PURE__ */ cn(
  /* @__PURE__ */ buttonVariants({ size: 'sm', variant: 'outline' }),
  'w-full max-w-32 rounded-full bg-page/60 [@media(hover:none)]:hidden',
);
const favouriteClass =
  'absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-page/70 [&_svg]:size-4 focus-visible:outline-2 focus-visible:outline-focus';
const hotClass = /* @__PURE__ */ cn(mark, 'bg-accent text-accent-contrast [&_svg]:size-3');
const newClass = /* @__PURE__ */ cn(mark, 'bg-success text-page');
const maintenanceClass = /* @__PURE__ */ cn(mark, 'bg-page/85 text-text-muted normal-case tracking-normal');

/**
 * A game in the lobby (SPEC §3 game object): art that fills a square box, name and vendor, the hot and new marks,
 * an "under maintenance" badge (isNew 1), and on hover or focus the actions: Play, Free trial, favourite.
 * Memoised: a card whose game, art, favourite state and handlers are unchanged is not rendered again.
 */
export const GameCard = /* @__PURE__ */ memo(function GameCard({
  game,
  image,
  vendorName,
  favourite = false,
  onPlay,
  onTrial,
  onToggleFavourite,
  className,
  ...props
}: GameCardProps) {
  const t = useT();
  const name = game.displayName || game.gameName;
  const underMaintenance = game.isNew === 1;
  return (
    <div
      data-slot="game-card"
      data-maintenance={underMaintenance || undefined}
      className={className ? cn(cardClass, className) : cardClass}
      {...props}
    >
      <div className="relative aspect-square">
        <LazyImage
          src={image.src}
          fallbackSrc={image.fallbackSrc}
          alt=""
          fallback={<GameArtFallback name={name} />}
          className={cn('absolute inset-0', underMaintenance && 'grayscale')}
        />
        <div className="pointer-events-none absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
          {game.isHot === 1 && (
            <span className={hotClass}>
              <FlameIcon />
              {t('hot')}
            </span>
          )}
          {game.isLatest === 1 && <span className={newClass}>{t('game_new')}</span>}
          {underMaintenance && <span className={maintenanceClass}>{t('in_maintenance')}</span>}
        </div>
        <div data-slot="game-card-actions" className={actionsClass}>
          <button
            type="button"
            data-slot="button"
            className={playClass}
            aria-label={t('play_game', { game: name })}
            onClick={() => onPlay(game)}
          >
            <PlayIcon />
            {t('play_now')}
          </button>
          {game.hasTrial && onTrial && (
            <button
              type="button"
              data-slot="button"
              className={trialClass}
              aria-label={t('free_trial_game', { game: name })}
              onClick={() => onTrial(game)}
            >
              {t('free_play')}
            </button>
          )}
        </div>
        {onToggleFavourite && (
          <button
            type="button"
            aria-pressed={favourite}
            aria-label={t(favourite ? 'remove_favourite_game' : 'add_favourite_game', { game: name })}
            onClick={() => onToggleFavourite(game)}
            className={cn(favouriteClass, favourite ? 'text-danger' : 'text-text hover:text-danger')}
          >
            <HeartIcon filled={favourite} />
          </button>
        )}
      </div>
      <div className="min-w-0 px-2.5 pt-2 pb-2.5">
        <p className="truncate font-semibold text-sm leading-5" title={name}>
          {name}
        </p>
        <p className="truncate text-text-muted text-xs leading-4">{vendorName ?? game.vassalage}</p>
      </div>
    </div>
  );
});

/** A card's place while its page loads: the same box, so nothing moves when the games arrive. */
export function GameCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="game-card-skeleton"
      aria-hidden="true"
      className={cn('flex flex-col overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/50', className)}
    >
      <div className="aspect-square animate-pulse bg-surface-3 motion-reduce:animate-none" />
      <div className="flex flex-col gap-1.5 px-2.5 pt-2.5 pb-3">
        <span className="h-3.5 w-3/4 rounded-sm bg-surface-3" />
        <span className="h-3 w-1/2 rounded-sm bg-surface-3" />
      </div>
    </div>
  );
}
