import { getWhitelabel } from '@lobbykit/api-client';
import {
  type AuthOptions,
  flattenModuleTree,
  type ModuleFlags,
  readAuthOptions,
  readModuleFlags,
} from '@lobbykit/domain';
import { useCallQuery } from '../../platform/call-hooks';

/** The module switches and the login, registration and recovery methods they allow (SPEC §4, §6). */
export function useAuthOptions(): { flags: ModuleFlags; options: AuthOptions; ready: boolean } {
  const whitelabel = useCallQuery(getWhitelabel);
  const flags = readModuleFlags(flattenModuleTree(whitelabel.data ?? []));
  return { flags, options: readAuthOptions(flags), ready: whitelabel.isSuccess };
}
