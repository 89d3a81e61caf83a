import { getSystemStatus } from '@lobbykit/api-client';
import { buildHeaderNav } from '@lobbykit/domain';
import { useMemo } from 'react';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { useCallQuery } from '../../platform/call-hooks';

/** The header's categories from the vendor lanes (SPEC §2) and the affiliates link if that resource exists. */
export function useHeaderNav() {
  const vendors = useGameVendors();
  const status = useCallQuery(getSystemStatus);
  const categories = useMemo(
    () =>
      buildHeaderNav(
        (vendors.data?.data.lanes ?? []).map((lane) => ({ gameCategory: lane.title, vendors: lane.cards })),
      ),
    [vendors.data],
  );
  const affiliates = status.data?.info.resources.find(
    (resource) => resource.resourceType.toUpperCase() === 'AFFILIATE',
  );
  return {
    categories,
    affiliatesHref: affiliates ? (affiliates.url ?? '/join') : null,
    /** Why there are no categories, when the vendor lanes could not be read. */
    problem: vendors.error,
    retry: () => void vendors.refetch(),
  };
}
