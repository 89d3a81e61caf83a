import { type MemberCentrePage, memberCentrePageOf } from '@lobbykit/domain';
import { useCallback, useEffect, useRef } from 'react';

/** Where the site is and how it moves: its router's current path and query, and its navigate function. */
export type SiteAddress = {
  path: string;
  /** The query string without `?`. */
  search: string;
  navigate: (href: string, options?: { replace?: boolean }) => void;
};

/**
 * The member centre's page lives in the address (`?mc=transferFund`), its one owner: opening adds a history entry,
 * switching pages replaces it, closing goes back (or drops the parameter after a deep link), so Back closes it.
 */
export function useMemberCentreAddress({ path, search, navigate }: SiteAddress) {
  const page = memberCentrePageOf(new URLSearchParams(search).get('mc'));
  const openedHere = useRef(false);
  const addressWith = useCallback(
    (next: MemberCentrePage | null) => {
      const params = new URLSearchParams(search);
      if (next) params.set('mc', next);
      else params.delete('mc');
      const query = params.toString();
      return query ? `${path}?${query}` : path;
    },
    [path, search],
  );
  useEffect(() => {
    if (!page) openedHere.current = false;
  }, [page]);
  const open = useCallback(
    (next: MemberCentrePage) => {
      if (!page) openedHere.current = true;
      navigate(addressWith(next), { replace: page !== null });
    },
    [page, navigate, addressWith],
  );
  const drop = useCallback(() => navigate(addressWith(null), { replace: true }), [navigate, addressWith]);
  const close = useCallback(() => {
    if (openedHere.current) window.history.back();
    else drop();
  }, [drop]);
  return { page, open, close, drop };
}
