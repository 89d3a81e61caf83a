import { describe, expect, it } from 'vitest';
import { lotteryLobbyLaunch, lotteryPageHref, readLotteryPageAddress } from '../src';

const SITE = 'https://site.example';

describe('lottery lobby launch (SPEC §3, PLATFORM-FACTS §8.2)', () => {
  it('opens the betting view of a game the address names, else the lobby', () => {
    expect(readLotteryPageAddress('gameCode=VN01', SITE)).toEqual({ gameCode: 'VN01', view: 'betting', back: '/' });
    expect(readLotteryPageAddress('', SITE)).toEqual({ gameCode: null, view: 'lobby', back: '/' });
  });
  it('keeps the view the address asks for, and ignores a view it does not know', () => {
    expect(readLotteryPageAddress('view=betting', SITE).view).toBe('betting');
    expect(readLotteryPageAddress('gameCode=VN01&view=lobby', SITE).view).toBe('lobby');
    expect(readLotteryPageAddress('view=javascript', SITE).view).toBe('lobby');
  });
  it('sends Back only to this site', () => {
    expect(readLotteryPageAddress('from=%2Felott', SITE).back).toBe('/elott');
    expect(readLotteryPageAddress(`from=${encodeURIComponent('https://evil.example/x')}`, SITE).back).toBe('/');
  });
  it('writes an address that reads back to the same view', () => {
    const href = lotteryPageHref('/vnlottery', { gameCode: 'VN01', view: 'lobby' });
    expect(href).toBe('/vnlottery?gameCode=VN01&view=lobby');
    expect(readLotteryPageAddress(href.split('?')[1] ?? '', SITE)).toMatchObject({ gameCode: 'VN01', view: 'lobby' });
  });
  it('launches area VN, mode LOTT, with the prize mode, game, view and a back URL on this origin', () => {
    expect(lotteryLobbyLaunch({ gameCode: 'VN01', view: 'betting', back: '/elott' }, 'ELOTT', SITE)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'VN01',
      lottoView: 'betting',
      backUrl: 'https://site.example/elott',
    });
    expect(lotteryLobbyLaunch({ gameCode: null, view: 'lobby', back: '//evil.example' }, 'LOTT', SITE)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
      backUrl: 'https://site.example/',
    });
  });
});
