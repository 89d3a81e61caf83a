import { getSystemStatus, type SystemStatusValue } from '@lobbykit/api-client';
import {
  type AuthOptions,
  flattenModuleTree,
  type ModuleFlags,
  type RegisterRules,
  readAuthOptions,
  readModuleFlags,
} from '@lobbykit/domain';
import { useCallQuery } from '../../platform/call-hooks';

/** Everything the registration form is shaped by: the server's field rules and the module switches (SPEC §4, §5). */
export type RegisterSetup = {
  rules: RegisterRules;
  flags: ModuleFlags;
  options: AuthOptions;
  /** The visitor's country as the platform located it, to pre-select the dialing code. */
  visitorCountry: string;
};

/** Reads the register rules and module tree from the platform's status (the permission response, SPEC §3). */
export function useRegisterSetup() {
  return useCallQuery(getSystemStatus, undefined, {
    select: (status: SystemStatusValue): RegisterSetup => {
      const flags = readModuleFlags(flattenModuleTree(status.info.whitelabel));
      return {
        rules: status.info.register as RegisterRules,
        flags,
        options: readAuthOptions(flags),
        visitorCountry: status.location.country,
      };
    },
  });
}
