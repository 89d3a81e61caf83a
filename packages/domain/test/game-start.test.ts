import { describe, expect, it } from 'vitest';
import { decideGameStart } from '../src';

const member = { token: 't', isAgent: 0 };

describe('game start (SPEC §4)', () => {
  it('opens the login popup without a token', () => {
    expect(decideGameStart({ vassalage: 'X' }, { token: null, isAgent: 0 })).toEqual({ action: 'login' });
  });
  it('warns a trial account that it needs a real account', () => {
    expect(decideGameStart({ vassalage: 'X' }, { token: 't', isAgent: 4 })).toEqual({
      action: 'need-real-account',
      messageKey: 'in_need_true_account',
    });
  });
  it('warns "Game maintenance" when isNew is 1', () => {
    expect(decideGameStart({ vassalage: 'TCG_SEA', isNew: '1' }, member)).toEqual({
      action: 'maintenance',
      messageKey: 'game_maintenance',
    });
  });
  it('opens the special vendor entry for TCG_SEA', () => {
    expect(decideGameStart({ vassalage: 'TCG_SEA', gameCode: 'G1' }, member)).toEqual({
      action: 'special-vendor-entry',
      vassalage: 'TCG_SEA',
      gameCode: 'G1',
    });
  });
  it('goes to /vnlottery for TCG_LOTTO_VN', () => {
    expect(decideGameStart({ vassalage: 'TCG_LOTTO_VN' }, member)).toEqual({
      action: 'navigate',
      path: '/vnlottery',
      gameCode: null,
    });
  });
  it('fetches the popup game list when isGame is VASSALAGE', () => {
    expect(decideGameStart({ vassalage: 'PG', isGame: 'VASSALAGE' }, member)).toEqual({ action: 'popup-game-list' });
  });
  it('asks for a room when a PVP game is played for real money and no room is picked yet', () => {
    expect(decideGameStart({ vassalage: 'KM', gameType: 'PVP' }, member)).toEqual({ action: 'pick-room' });
    expect(decideGameStart({ vassalage: 'KM', gameType: 'pvp' }, member)).toEqual({ action: 'pick-room' });
  });
  it('starts a PVP game in its picked room, as a free trial, or as a vendor without the room list', () => {
    expect(decideGameStart({ vassalage: 'KM', gameType: 'PVP', roomId: 'R1' }, member)).toEqual({
      action: 'start-in-route',
      trial: false,
    });
    expect(decideGameStart({ vassalage: 'KM', gameType: 'PVP' }, member, { trial: true })).toEqual({
      action: 'start-in-route',
      trial: true,
    });
    expect(decideGameStart({ vassalage: 'KY', gameType: 'PVP' }, member, { withoutRoom: true })).toEqual({
      action: 'start-in-route',
      trial: false,
    });
    expect(decideGameStart({ vassalage: 'V8', gameType: 'PVP' }, member, { target: 'vendor' })).toEqual({
      action: 'start-in-route',
      trial: false,
    });
  });
  it('checks login and maintenance before the room list', () => {
    expect(decideGameStart({ vassalage: 'KM', gameType: 'PVP' }, { token: null, isAgent: 0 })).toEqual({
      action: 'login',
    });
    expect(decideGameStart({ vassalage: 'KM', gameType: 'PVP', isNew: 1 }, member).action).toBe('maintenance');
  });
  it('stores a slots vendor and goes to /rng', () => {
    expect(decideGameStart({ vassalage: 'PG', gameType: 'RNG' }, member, { target: 'vendor' })).toEqual({
      action: 'store-vendor-and-navigate',
      vassalage: 'PG',
      path: '/rng',
    });
  });
  it('starts any other game, GPI included, in a route, passing the trial choice on', () => {
    expect(decideGameStart({ vassalage: 'GPI', isNew: 0 }, member)).toEqual({ action: 'start-in-route', trial: false });
    expect(decideGameStart({ vassalage: 'PG', gameType: 'RNG' }, member, { trial: true })).toEqual({
      action: 'start-in-route',
      trial: true,
    });
  });
});
