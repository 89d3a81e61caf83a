import { callQuery, checkAffiliate, isPlatformError } from '@lobbykit/api-client';
import { type RegisterRules, shouldVerifyAffiliateCode } from '@lobbykit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '../../platform/platform-provider';

/**
 * Whether a typed affiliate code is one the platform knows, asked only where the rules say to (SPEC §4): false
 * when the platform refuses it; any other failure is thrown to the form.
 */
export function useAffiliateCheck(
  rules: RegisterRules,
  domain: string,
): (typed: string | undefined) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { transport } = usePlatform();
  return async (typed) => {
    if (!shouldVerifyAffiliateCode(rules, typed)) return true;
    try {
      await queryClient.fetchQuery({
        ...callQuery(transport, checkAffiliate, { code: (typed ?? '').trim(), domain }),
        staleTime: 0,
      });
      return true;
    } catch (error) {
      if (!isPlatformError(error, 'rejected')) throw error;
      return false;
    }
  };
}
