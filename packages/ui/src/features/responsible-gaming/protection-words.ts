import type { LimitKind, LimitPeriod, SelfExclusionTerm, TimeOutDuration } from '@lobbykit/domain';
import type { MessageKey } from '@lobbykit/i18n';

/** The name of each limit. */
export const LIMIT_KEYS = {
  deposit: 'rg_limit_deposit',
  loss: 'rg_limit_loss',
  wager: 'rg_limit_wager',
  session: 'rg_limit_session',
} as const satisfies Record<LimitKind, MessageKey>;

/** What each limit counts. */
export const LIMIT_DETAIL_KEYS = {
  deposit: 'rg_limit_deposit_detail',
  loss: 'rg_limit_loss_detail',
  wager: 'rg_limit_wager_detail',
  session: 'rg_limit_session_detail',
} as const satisfies Record<LimitKind, MessageKey>;

/** The name of each period a money limit counts over. */
export const PERIOD_KEYS = {
  day: 'rg_period_day',
  week: 'rg_period_week',
  month: 'rg_period_month',
} as const satisfies Record<LimitPeriod, MessageKey>;

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
