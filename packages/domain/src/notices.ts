/** Notices per page in the announcements dialog (SPEC §2, §9). */
export const NOTICES_PER_PAGE = 10;

/** A notice of the announcements dialog (SPEC §3). */
export interface Notice {
  id: string | number;
  title: string;
  content?: string;
  /** Millisecond timestamp. */
  date?: number;
}

/** One page of the notice list. */
export interface NoticePage<N> {
  /** The page shown, 1-based, clamped into range. */
  page: number;
  /** At least 1, so an empty list still has a page. */
  pageCount: number;
  /** The notices of this page with their list number '01', '02' … counted over the whole list. */
  items: { notice: N; number: string }[];
}

/** Cuts the notice list into pages of 10, numbered 01, 02 … (SPEC §2). */
export function paginateNotices<N>(notices: readonly N[], page: number): NoticePage<N> {
  const pageCount = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const current = Math.min(pageCount, Math.max(1, wanted));
  const start = (current - 1) * NOTICES_PER_PAGE;
  const items = notices.slice(start, start + NOTICES_PER_PAGE).map((notice, i) => ({
    notice,
    number: String(start + i + 1).padStart(2, '0'),
  }));
  return { page: current, pageCount, items };
}

/** Where the notice at a 0-based list index is: its 1-based page and 0-based position on it (SPEC §2). */
export function locateNotice(index: number): { page: number; position: number } {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`locateNotice needs an index ≥ 0, got ${index}`);
  return { page: Math.floor(index / NOTICES_PER_PAGE) + 1, position: index % NOTICES_PER_PAGE };
}

/** The notices page (SPEC §2). */
export const NOTICE_PAGE_PATH = '/noticePage';

/** A deep link to one notice on the notices page: `/noticePage?id=<id>`. */
export function noticePageHref(id: string | number): string {
  return `${NOTICE_PAGE_PATH}?id=${encodeURIComponent(String(id))}`;
}

/** The 0-based index of the notice with this id (matched as text), or -1; feed it to {@link locateNotice}. */
export function noticeIndexOf(notices: readonly { id: string | number }[], id: string | null | undefined): number {
  if (id === null || id === undefined || id === '') return -1;
  return notices.findIndex((notice) => String(notice.id) === id);
}

/** Announcement type codes the notice call asks for; H only in the V2 call (SPEC §3, PLATFORM-FACTS §6.7). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** The execution the notice call asks for by default (SPEC §3, §7). */
export const DEFAULT_ANNOUNCEMENT_EXECUTION = 'B';

/** A popup notice with its execution: A logged in, B anonymous, F logged in on the first login (PLATFORM-FACTS §6.7). */
export interface PopupNotice {
  execution?: string | null;
}

/** Who is looking, for popup notices. */
export interface PopupViewer {
  loggedIn: boolean;
  firstLogin?: boolean;
  /** The viewer closed the popup earlier this session (sessionStorage USER_POPUP / ANONYMOUS_POPUP). */
  dismissed?: boolean;
}

/** The popup notices a viewer sees: A when logged in, B when anonymous, F on a first login (PLATFORM-FACTS §6.7). */
export function visiblePopupNotices<P extends PopupNotice>(popups: readonly P[], viewer: PopupViewer): P[] {
  if (viewer.dismissed) return [];
  return popups.filter((popup) => {
    if (popup.execution === 'A') return viewer.loggedIn;
    if (popup.execution === 'B') return !viewer.loggedIn;
    if (popup.execution === 'F') return viewer.loggedIn && viewer.firstLogin === true;
    return false;
  });
}

/** The sessionStorage key that records a dismissed popup for this viewer (PLATFORM-FACTS §5.1). */
export function popupDismissedKey(loggedIn: boolean): 'USER_POPUP' | 'ANONYMOUS_POPUP' {
  return loggedIn ? 'USER_POPUP' : 'ANONYMOUS_POPUP';
}
