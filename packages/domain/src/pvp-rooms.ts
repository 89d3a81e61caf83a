/** What the room list needs of a PVP room (`GLS2_roomList`): its id and how full it is. */
export interface PvpRoomSeats {
  roomId: string;
  players: number;
  maxPlayers: number;
}

/** A room with every seat taken cannot be joined. */
export function isRoomFull(room: PvpRoomSeats): boolean {
  return room.players >= room.maxPlayers;
}

/** What a PVP game's room list answer means for its start. */
export type RoomListOutcome<R extends PvpRoomSeats = PvpRoomSeats> =
  | { action: 'start-without-room' }
  | { action: 'pick-room'; rooms: R[]; joinable: number };

/**
 * A PVP game's rooms (SPEC §7 `GLS2_roomList`): a game with no rooms starts as any other game; otherwise the player
 * picks a room, the rooms in the platform's order, a full one shown but not joinable.
 */
export function roomListOutcome<R extends PvpRoomSeats>(rooms: readonly R[]): RoomListOutcome<R> {
  if (rooms.length === 0) return { action: 'start-without-room' };
  return { action: 'pick-room', rooms: [...rooms], joinable: rooms.filter((room) => !isRoomFull(room)).length };
}
