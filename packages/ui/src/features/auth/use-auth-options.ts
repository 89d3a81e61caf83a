import {
  type AuthOptions,
  flattenModuleTree,
  type ModuleFlags,
  readAuthOptions,
  readModuleFlags,
} from '@lobbykit/domain';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '../platform/platform-provider';

/** The module switches and the login, registration and recovery methods they allow (SPEC §4, §6). */
export function useAuthOptions(): { flags: ModuleFlags; options: AuthOptions; ready: boolean } {
  const { queries } = usePlatform();
  const whitelabel = useQuery(queries.getWhitelabel());
  const flags = readModuleFlags(flattenModuleTree(whitelabel.data ?? []));
  return { flags, options: readAuthOptions(flags), ready: whitelabel.isSuccess };
}
