import { getPvpRooms, type PvpRoom } from '@lobbykit/api-client';
import { isRoomFull, roomListOutcome } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useMemo, useRef } from 'react';
import { useCallQuery } from '../platform/call-hooks';
import { CallProblem } from '../platform/feedback/call-problem';
import { Money } from '../platform/money/money';
import { Button } from '../primitives/button/button';
import { Modal } from '../primitives/modal/modal';

/** The PVP game whose rooms the dialog lists: what the room call asks by, and the name to show. */
export type RoomsOfGame = { vassalage: string; gameId: string; name: string };

/** Props of {@link PvpRoomList}. */
export type PvpRoomListProps = {
  /** The game whose rooms are listed; null when the dialog is closed. */
  game: RoomsOfGame | null;
  onClose: () => void;
  /** The player picked a room with a free seat. */
  onPick: (room: PvpRoom) => void;
  /** The game has no rooms: it starts as any other game. */
  onNoRooms: () => void;
};

const PLACEHOLDERS = ['a', 'b', 'c'];

function Rooms({ game, onPick, onNoRooms }: Omit<PvpRoomListProps, 'game' | 'onClose'> & { game: RoomsOfGame }) {
  const t = useT();
  const rooms = useCallQuery(getPvpRooms, { vassalage: game.vassalage, gameId: game.gameId }, { staleTime: 0 });
  const outcome = useMemo(() => (rooms.data ? roomListOutcome(rooms.data.rooms) : null), [rooms.data]);
  const started = useRef(false);
  useEffect(() => {
    if (outcome?.action !== 'start-without-room' || started.current) return;
    started.current = true;
    onNoRooms();
  }, [outcome, onNoRooms]);

  if (rooms.isError) {
    return <CallProblem error={rooms.error} onRetry={() => void rooms.refetch()} className="justify-between py-8" />;
  }
  if (outcome?.action !== 'pick-room') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <ul aria-hidden="true" className="flex flex-col gap-2">
          {PLACEHOLDERS.map((id) => (
            <li key={id} className="h-[4.5rem] animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul aria-label={t('pvp_rooms_label', { game: game.name })} className="flex flex-col gap-2">
      {outcome.rooms.map((room) => {
        const full = isRoomFull(room);
        return (
          <li
            key={room.roomId}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-surface-2 px-4 py-3 ring-1 ring-border/50"
          >
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate font-semibold text-sm">{room.roomName}</p>
              <p className="text-text-muted text-xs">
                {t('pvp_room_stakes')} <Money value={room.minBet} /> – <Money value={room.maxBet} />
              </p>
            </div>
            <p className="text-end text-sm tabular-nums">
              <span className={full ? 'text-text-muted' : 'text-text'}>
                {t('pvp_room_players', { players: room.players, max: room.maxPlayers })}
              </span>
            </p>
            <Button
              size="sm"
              className="min-w-24"
              disabled={full}
              aria-label={full ? undefined : t('pvp_room_join_room', { room: room.roomName })}
              onClick={() => onPick(room)}
            >
              {full ? t('pvp_room_full') : t('pvp_room_join')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The room list of a PVP game (SPEC §7 `GLS2_roomList`): each room with its stakes and seats, a full room shown but
 * not joinable; the picked room launches the game in it. A game without rooms starts at once, as any other.
 */
export function PvpRoomList({ game, onClose, onPick, onNoRooms }: PvpRoomListProps) {
  const t = useT();
  return (
    <Modal
      name="pvpRooms"
      open={game !== null}
      onOpenChange={(open) => !open && onClose()}
      title={game ? t('pvp_rooms_title', { game: game.name }) : ''}
      closeLabel={t('close')}
      size="md"
    >
      {game ? <Rooms game={game} onPick={onPick} onNoRooms={onNoRooms} /> : null}
    </Modal>
  );
}
