import type { LimitKind, LimitPeriod } from '@lobbykit/domain';
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
