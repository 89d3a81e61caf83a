import { buildHeaderNav } from '@lobbykit/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePlatform } from '../platform/platform-provider';

/** The header's categories from the vendor lanes (SPEC §2) and the affiliates link if that resource exists. */
export function useHeaderNav() {
  const { queries } = usePlatform();
  const vendors = useQuery(queries.getGameVendors());
  const status = useQuery(queries.getSystemStatus());
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
  return { categories, affiliatesHref: affiliates ? (affiliates.url ?? '/join') : null };
}
