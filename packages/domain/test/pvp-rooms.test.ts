import { describe, expect, it } from 'vitest';
import { isRoomFull, roomListOutcome } from '../src';

const room = (roomId: string, players: number, maxPlayers = 4) => ({ roomId, players, maxPlayers });

describe('PVP rooms (GLS2_roomList)', () => {
  it('starts a game that has no rooms as any other game', () => {
    expect(roomListOutcome([])).toEqual({ action: 'start-without-room' });
  });
  it('lets the player pick among the rooms, in the platform order, counting those with a free seat', () => {
    const rooms = [room('B', 4), room('A', 1), room('C', 0, 6)];
    expect(roomListOutcome(rooms)).toEqual({ action: 'pick-room', rooms, joinable: 2 });
  });
  it('calls a room full when every seat is taken', () => {
    expect(isRoomFull(room('A', 4, 4))).toBe(true);
    expect(isRoomFull(room('A', 5, 4))).toBe(true);
    expect(isRoomFull(room('A', 3, 4))).toBe(false);
  });
});
