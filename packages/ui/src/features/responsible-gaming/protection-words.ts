import type { SelfExclusionTerm, TimeOutDuration } from '@lobbykit/domain';
import type { MessageKey } from '@lobbykit/i18n';

/** The name of each time-out duration and self-exclusion term. */
export const TERM_KEYS = {
  '24h': 'rg_term_24h',
  '7d': 'rg_term_7d',
  '6w': 'rg_term_6w',
  '6m': 'rg_term_6m',
  '1y': 'rg_term_1y',
  '5y': 'rg_term_5y',
  permanent: 'rg_term_permanent',
} as const satisfies Record<TimeOutDuration | SelfExclusionTerm, MessageKey>;
