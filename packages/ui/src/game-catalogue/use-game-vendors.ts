import { getGameVendors } from '@lobbykit/api-client';
import { useCallQuery } from '../platform/call-hooks';
import { useSettingWarning } from '../platform/feedback/use-setting-warning';

/** The vendor lanes the header and the footer show; a refusal most often means a wrong merchant code. */
export function useGameVendors() {
  const vendors = useCallQuery(getGameVendors);
  useSettingWarning(vendors.error, 'merchant');
  return vendors;
}
