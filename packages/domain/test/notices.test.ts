import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateNotice, paginateNotices, popupDismissedKey, visiblePopupNotices } from '../src';

const notices = Array.from({ length: 23 }, (_, i) => ({ id: i, title: `n${i}` }));

describe('announcement paging (SPEC §2, §9)', () => {
  it('shows 10 notices a page numbered 01, 02 …', () => {
    const first = paginateNotices(notices, 1);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 2).map((item) => item.number)).toEqual(['01', '02']);
  });
  it('continues the numbering on later pages', () => {
    const last = paginateNotices(notices, 3);
    expect(last.items.map((item) => item.number)).toEqual(['21', '22', '23']);
    expect(last.items[0]?.notice.id).toBe(20);
  });
  it('clamps the page into range', () => {
    expect(paginateNotices(notices, 9).page).toBe(3);
    expect(paginateNotices(notices, 0).page).toBe(1);
    expect(paginateNotices(notices, Number.NaN).page).toBe(1);
  });
  it('has one empty page for no notices', () => {
    expect(paginateNotices([], 1)).toEqual({ page: 1, pageCount: 1, items: [] });
  });
  it('finds the page and position of a notice index', () => {
    expect(locateNotice(0)).toEqual({ page: 1, position: 0 });
    expect(locateNotice(9)).toEqual({ page: 1, position: 9 });
    expect(locateNotice(10)).toEqual({ page: 2, position: 0 });
  });
  it('rejects a negative or fractional index', () => {
    expect(() => locateNotice(-1)).toThrow(RangeError);
    expect(() => locateNotice(1.5)).toThrow(RangeError);
  });
  it('opens any notice on the page that lists it (property)', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (extra, seed) => {
        const list = Array.from({ length: extra + 1 }, (_, i) => i);
        const index = seed % list.length;
        const { page, position } = locateNotice(index);
        expect(paginateNotices(list, page).items[position]?.notice).toBe(index);
      }),
    );
  });
});

describe('popup notice execution (PLATFORM-FACTS §6.7)', () => {
  const popups = [{ execution: 'A' }, { execution: 'B' }, { execution: 'F' }, { execution: 'Z' }, {}];
  it('shows B to anonymous visitors', () => {
    expect(visiblePopupNotices(popups, { loggedIn: false })).toEqual([{ execution: 'B' }]);
  });
  it('shows A to logged-in users, and F too on their first login', () => {
    expect(visiblePopupNotices(popups, { loggedIn: true })).toEqual([{ execution: 'A' }]);
    expect(visiblePopupNotices(popups, { loggedIn: true, firstLogin: true })).toEqual([
      { execution: 'A' },
      { execution: 'F' },
    ]);
  });
  it('shows nothing once dismissed this session, under the key of the viewer', () => {
    expect(visiblePopupNotices(popups, { loggedIn: true, dismissed: true })).toEqual([]);
    expect(popupDismissedKey(true)).toBe('USER_POPUP');
    expect(popupDismissedKey(false)).toBe('ANONYMOUS_POPUP');
  });
});
