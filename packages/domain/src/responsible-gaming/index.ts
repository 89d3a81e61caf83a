export {
  type ActivitySummary,
  checkDepositLimits,
  type DepositLimitCheck,
  limitLeft,
  limitUsage,
  type MoneyLimitUsage,
  type MoneyMovement,
  playLimitReached,
  summariseActivity,
} from './activity';
export {
  EXCLUSION_MESSAGE_KEYS,
  type Exclusion,
  type ExclusionChoice,
  exclusionMessage,
  isExclusionRunning,
  SELF_EXCLUSION_MONTHS,
  startExclusion,
  TIME_OUT_MS,
} from './exclusion';
export {
  checkRealityCheckInterval,
  type HelpOrganisation,
  JURISDICTION_MESSAGE_KEYS,
  JURISDICTION_PROFILES,
  type JurisdictionId,
  type JurisdictionProfile,
  jurisdictionProfile,
} from './jurisdiction';
export {
  changeLimit,
  dropPendingLimitChange,
  type LimitChangeOutcome,
  type LimitChangeResult,
  type LimitSetting,
  type PendingLimitChange,
  settleLimit,
} from './limit-change';
export { addCalendarMonths, limitPeriodBounds, type PeriodBounds } from './limit-period';
export { PROTECTION_MESSAGE_KEYS, readProtectionRefusal, timeFiguresOf } from './protection-refusal';
export {
  EXCLUSION_KINDS,
  type ExclusionKind,
  LIMIT_INCREASE_DELAY_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  MONEY_LIMIT_KINDS,
  type MoneyLimitKind,
  REALITY_CHECK_INTERVALS,
  type RealityCheckInterval,
  SELF_EXCLUSION_TERMS,
  SESSION_LIMIT_MINUTES,
  type SelfExclusionTerm,
  TIME_OUT_DURATIONS,
  type TimeOutDuration,
} from './protection-terms';
export {
  REGISTRATION_LIMIT_MESSAGE_KEYS,
  type RegistrationLimit,
  type RegistrationLimitDraft,
  type RegistrationLimitIssue,
  readRegistrationLimits,
} from './registration-limits';
export {
  isRealityCheckDue,
  isSessionTimeUp,
  nextRealityCheckAt,
  sessionEndsAt,
  sessionNet,
  splitElapsed,
} from './session-time';
