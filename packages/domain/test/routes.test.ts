import { describe, expect, it } from 'vitest';
import {
  activeSlotsTab,
  categoryRoute,
  categoryTabHref,
  guardRoute,
  isSafeGameUrl,
  lobbyOfRoute,
  ROUTES,
  resolveRoute,
  routeDestination,
  safeRedirect,
  slotsTabHref,
  vendorMenuHref,
} from '../src';

describe('routes (SPEC §2)', () => {
  it('redirects unknown paths to /', () => {
    expect(resolveRoute('/nowhere')).toBe('/');
    expect(resolveRoute('/esports')).toBe('/esports');
  });
  it('sends a visitor without a token to /login when the guard is on', () => {
    expect(guardRoute('/rng', { guardEnabled: true, token: null })).toBe('/login');
  });
  it('lets /login, /register, /register.html, /helpmc and /download through without a token', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(guardRoute(path, { guardEnabled: true, token: undefined })).toBeNull();
    }
  });
  it('sends an unknown path to /login, not home, when the guard is on', () => {
    const visitor = { guardEnabled: true, token: null };
    expect(routeDestination('/no-such-page', visitor)).toBe('/login');
    expect(routeDestination('/no-such-page', { ...visitor, token: 't' })).toBe('/');
    expect(routeDestination('/no-such-page', { guardEnabled: false, token: null })).toBe('/');
    expect(routeDestination('/register', visitor)).toBeNull();
    expect(routeDestination('/rng', { guardEnabled: false, token: null })).toBeNull();
  });
  it('lets everyone through when the guard is off or a token exists', () => {
    expect(guardRoute('/rng', { guardEnabled: false, token: null })).toBeNull();
    expect(guardRoute('/rng', { guardEnabled: true, token: 't' })).toBeNull();
  });
  it('picks the slots tab from the page parameter, then the stored vendor, then the first tab', () => {
    const tabs = ['PG', 'JDB', 'CQ9'];
    expect(activeSlotsTab(tabs, 'JDB', 'CQ9')).toBe('JDB');
    expect(activeSlotsTab(tabs, 'UNKNOWN', 'CQ9')).toBe('CQ9');
    expect(activeSlotsTab(tabs, null, 'GONE')).toBe('PG');
    expect(activeSlotsTab([], null, null)).toBeNull();
    expect(slotsTabHref('P G')).toBe('/rng?page=P%20G');
  });
  it('leads each header category to its lobby route, and an unknown category home', () => {
    expect(categoryRoute('LOTT')).toBe('/lottery');
    expect(categoryRoute('elott')).toBe('/elott');
    expect(categoryRoute('PVP')).toBe('/pvp');
    expect(categoryRoute('BINGO')).toBe('/');
    for (const category of ['RNG', 'LIVE', 'SPORTS', 'ELOTT', 'LOTT', 'PVP', 'FISH', 'ESPORTS']) {
      expect(ROUTES).toContain(categoryRoute(category));
    }
  });
  it('opens a vendor on its tab of the category lobby', () => {
    expect(vendorMenuHref('RNG', 'PG')).toBe('/rng?page=PG');
    expect(vendorMenuHref('LIVE', 'EVO')).toBe('/live?page=EVO');
  });
});

describe('URL safety (DESIGN.md rules that protect users)', () => {
  it('frames only https game URLs, or http on localhost', () => {
    expect(isSafeGameUrl('https://games.example/launch?x=1')).toBe(true);
    expect(isSafeGameUrl('http://localhost:5173/game')).toBe(true);
    expect(isSafeGameUrl('http://games.example/')).toBe(false);
    expect(isSafeGameUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeGameUrl('not a url')).toBe(false);
    expect(isSafeGameUrl(null)).toBe(false);
  });
  it('follows a redirect only to the site’s own origin', () => {
    const origin = 'https://brand.example';
    expect(safeRedirect('/promotions?id=2#top', origin)).toBe('/promotions?id=2#top');
    expect(safeRedirect('https://brand.example/vip', origin)).toBe('/vip');
    expect(safeRedirect('https://evil.example/vip', origin)).toBe('/');
    expect(safeRedirect('//evil.example/x', origin)).toBe('/');
    expect(safeRedirect('http://[bad', origin)).toBe('/');
    expect(safeRedirect(undefined, origin)).toBe('/');
  });
});

describe('category lobby tabs (SPEC §2)', () => {
  it('routes a vendor tab to its category lobby with the page parameter', () => {
    expect(categoryTabHref('RNG', 'PG')).toBe('/rng?page=PG');
    expect(categoryTabHref('live', 'EVO & CO')).toBe('/live?page=EVO%20%26%20CO');
  });
  it('routes the all-vendors tab to the bare lobby', () => {
    expect(categoryTabHref('FISH', null)).toBe('/fish');
  });
});

describe('lobby routes (SPEC §2, §4)', () => {
  it('names the category of each lobby route', () => {
    expect(lobbyOfRoute('/rng')).toEqual({ category: 'RNG', vendor: null });
    expect(lobbyOfRoute('/esports')).toEqual({ category: 'ESPORTS', vendor: null });
    expect(lobbyOfRoute('/lottery')).toEqual({ category: 'LOTT', vendor: null });
  });
  it('opens /vnlottery on the VN lottery vendor, and is null for other pages', () => {
    expect(lobbyOfRoute('/vnlottery')).toEqual({ category: 'ELOTT', vendor: 'TCG_LOTTO_VN' });
    expect(lobbyOfRoute('/promotions')).toBeNull();
  });
});
