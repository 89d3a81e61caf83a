import { describe, expect, it } from 'vitest';
import { gameFrameUrl, gamePageHref, readGamePageAddress } from '../src';

const SITE = 'https://site.example';
const game = { gameId: 'PG0001', nodeId: '1201', vassalage: 'PG' };

describe('game page address (SPEC §2 /game)', () => {
  it('names the game, never a launch URL, and reads back to the same launch', () => {
    const href = gamePageHref(game, { from: '/rng?page=PG' });
    expect(href).toBe('/game?gameId=PG0001&vassalage=PG&nodeId=1201&from=%2Frng%3Fpage%3DPG');
    expect(readGamePageAddress(href.slice(href.indexOf('?')), SITE)).toEqual({
      ...game,
      roomId: null,
      trial: false,
      back: '/rng?page=PG',
    });
  });
  it('names the PVP room a game launches in, and reads it back', () => {
    const href = gamePageHref({ ...game, roomId: 'KM_0001-R2' }, { from: '/pvp' });
    expect(href).toBe('/game?gameId=PG0001&vassalage=PG&nodeId=1201&roomId=KM_0001-R2&from=%2Fpvp');
    expect(readGamePageAddress(href.slice(href.indexOf('?')), SITE)).toMatchObject({ roomId: 'KM_0001-R2' });
  });
  it('marks a free trial and opens the seamless page when asked', () => {
    const href = gamePageHref(game, { trial: true, path: '/seamless' });
    expect(href).toBe('/seamless?gameId=PG0001&vassalage=PG&nodeId=1201&trial=1');
    expect(readGamePageAddress(href.split('?')[1] ?? '', SITE)).toMatchObject({ trial: true, back: '/' });
  });
  it('names no game when a part is missing, blank or too long', () => {
    expect(readGamePageAddress('gameId=A&vassalage=PG', SITE)).toBeNull();
    expect(readGamePageAddress('gameId=%20&vassalage=PG&nodeId=1', SITE)).toBeNull();
    expect(readGamePageAddress(`gameId=${'x'.repeat(101)}&vassalage=PG&nodeId=1`, SITE)).toBeNull();
    expect(readGamePageAddress('', SITE)).toBeNull();
  });
  it('goes Back only to this site: another origin or a script URL lands on /', () => {
    const back = (from: string) =>
      readGamePageAddress(`gameId=A&vassalage=PG&nodeId=1&from=${encodeURIComponent(from)}`, SITE)?.back;
    expect(back('https://evil.example/rng')).toBe('/');
    expect(back('//evil.example/x')).toBe('/');
    expect(back('javascript:alert(1)')).toBe('/');
    expect(back('/live?page=EVO')).toBe('/live?page=EVO');
  });
});

describe('game frame URL (SPEC §3, §9)', () => {
  const platform = 'https://api.example';
  it('frames game_url as answered when it is absolute and https', () => {
    const url = 'https://games.vendor.example/play?t=1';
    expect(gameFrameUrl({ game_url: url }, ['https://go.cdn'], platform, () => 0)).toBe(url);
  });
  it('falls back to game_url2 when game_url is not safe to frame', () => {
    expect(
      gameFrameUrl({ game_url: 'http://games.example/x', game_url2: 'https://b.example/y' }, [], platform, () => 0),
    ).toBe('https://b.example/y');
    expect(gameFrameUrl({ game_url: 'javascript:alert(1)', game_url2: null }, [], platform, () => 0)).toBeNull();
  });
  it('puts a path on a launch host picked at random, else on the platform', () => {
    const hosts = ['go1.cdn.example', 'https://go2.cdn.example/'];
    expect(gameFrameUrl({ game_url: '/launch?t=1' }, hosts, platform, () => 0)).toBe(
      'https://go1.cdn.example/launch?t=1',
    );
    expect(gameFrameUrl({ game_url: 'launch?t=1' }, hosts, platform, () => 0.9)).toBe(
      'https://go2.cdn.example/launch?t=1',
    );
    expect(gameFrameUrl({ game_url: '/launch' }, [], platform, () => 0.5)).toBe('https://api.example/launch');
  });
  it('allows http only on localhost', () => {
    expect(gameFrameUrl({ game_url: 'http://localhost:4620/__sandbox/demo-game' }, [], platform, () => 0)).toBe(
      'http://localhost:4620/__sandbox/demo-game',
    );
    expect(gameFrameUrl({ game_url: '/demo' }, [], 'http://127.0.0.1:4620', () => 0)).toBe(
      'http://127.0.0.1:4620/demo',
    );
  });
});
