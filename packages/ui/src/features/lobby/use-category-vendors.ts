import { getGameVendors, getVendorGameTypes, type VendorCardValue } from '@lobbykit/api-client';
import { activeSlotsTab, CURRENT_VASSALAGE_KEY, splitEsports } from '@lobbykit/domain';
import { useEffect, useMemo } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { useSessionItem, useSessionStorage } from '../../platform/session-storage';
import type { ClassifyOption } from './classify-filters';

/**
 * A category's vendors from the lanes (e-sports split from sports, PLATFORM-FACTS §6.3), the active one (the page
 * parameter, else, on /rng, the stored current vendor, else the first, SPEC §2) and its game types with their counts.
 * A slots tab the address names becomes the stored current vendor.
 */
export function useCategoryVendors(category: string, pageParam: string | null) {
  const lanes = useCallQuery(getGameVendors);
  const vendors = useMemo<VendorCardValue[]>(() => {
    const sorting = splitEsports(
      (lanes.data?.data.lanes ?? []).map((lane) => ({ gameCategory: lane.title, vendors: lane.cards })),
    );
    return [...(sorting.find((entry) => entry.gameCategory === category)?.vendors ?? [])];
  }, [lanes.data, category]);
  const storage = useSessionStorage();
  const stored = useSessionItem(CURRENT_VASSALAGE_KEY);
  const slots = category === 'RNG';
  const active = activeSlotsTab(
    vendors.map((vendor) => vendor.vassalage),
    pageParam,
    slots ? stored : null,
  );
  useEffect(() => {
    if (slots && active && active === pageParam) storage.setItem(CURRENT_VASSALAGE_KEY, active);
  }, [slots, active, pageParam, storage]);
  const types = useCallQuery(getVendorGameTypes, { vassalage: active ?? '' }, { enabled: active !== null });
  const classify = useMemo<ClassifyOption[]>(
    () => types.data?.gameTypes.find((entry) => entry.gameType === category)?.gameClassify ?? [],
    [types.data, category],
  );
  const vendorNames = useMemo(
    () => Object.fromEntries(vendors.map((vendor) => [vendor.vassalage, vendor.displayName])),
    [vendors],
  );
  return { lanes, vendors, vendorNames, active, classify };
}
