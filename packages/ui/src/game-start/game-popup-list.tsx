import { type Game, getPopupGameList } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { useCallQuery } from '../platform/call-hooks';
import { CallProblem } from '../platform/feedback/call-problem';
import { EmptyState } from '../platform/feedback/empty-state';
import { useImageSource } from '../platform/use-image-source';
import { GameCard, GameCardSkeleton } from '../primitives/game-card/game-card';
import { Modal } from '../primitives/modal/modal';

/** The vendor whose games the popup lists: its code and the name its card shows. */
export type PopupVendor = { vassalage: string; displayName: string };

/** Props of {@link GamePopupList}. */
export type GamePopupListProps = {
  /** The vendor whose list is open; null when the dialog is closed. */
  vendor: PopupVendor | null;
  onClose: () => void;
  /** A game of the list started: the caller runs it through the game-start rules. */
  onPlay: (game: Game) => void;
  onTrial?: (game: Game) => void;
};

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

function PopupGames({
  vendor,
  onPlay,
  onTrial,
}: Omit<GamePopupListProps, 'vendor' | 'onClose'> & { vendor: PopupVendor }) {
  const t = useT();
  const image = useImageSource();
  const list = useCallQuery(getPopupGameList, { vassalage: vendor.vassalage });
  if (list.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('lobby_loading')}
        </p>
        <div aria-hidden="true" className={grid}>
          {PLACEHOLDERS.map((id) => (
            <GameCardSkeleton key={id} />
          ))}
        </div>
      </div>
    );
  }
  if (list.isError) {
    return <CallProblem error={list.error} onRetry={() => void list.refetch()} className="justify-between py-10" />;
  }
  if (list.data.games.length === 0) {
    return <EmptyState title={t('game_popup_empty')} detail={t('game_popup_empty_detail')} headingLevel={3} />;
  }
  return (
    <ul aria-label={t('game_popup_title', { vendor: list.data.displayName || vendor.displayName })} className={grid}>
      {list.data.games.map((game) => (
        <li key={game.nodeId} className="min-w-0">
          <GameCard
            game={game}
            image={image(game.iconUrl)}
            vendorName={list.data.displayName || vendor.displayName}
            onPlay={onPlay}
            onTrial={onTrial}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The game popup (SPEC §2 dialogs, §4): a vendor whose card says isGame VASSALAGE lists its games here, fetched by
 * the vendor's code, each playable; skeletons while they come, an honest empty state, the catalogue message with a
 * retry when the call fails. A full-height sheet on a phone.
 */
export function GamePopupList({ vendor, onClose, onPlay, onTrial }: GamePopupListProps) {
  const t = useT();
  return (
    <Modal
      name="gamePopup"
      open={vendor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={vendor ? t('game_popup_title', { vendor: vendor.displayName }) : ''}
      closeLabel={t('close')}
      size="lg"
    >
      {vendor ? <PopupGames vendor={vendor} onPlay={onPlay} onTrial={onTrial} /> : null}
    </Modal>
  );
}
