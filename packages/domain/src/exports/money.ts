// What the domain exports about money: amounts and their refusals, money actions, points, withdrawals, record
// periods, and player protection (limits, reality checks, time-outs, self-exclusion, jurisdictions).
export {
  AMOUNT_REFUSAL_FIGURE_KEYS,
  AMOUNT_REFUSAL_FIGURES,
  type AmountRefusalFigureKey,
  type AmountRefusalKey,
  moneyFiguresOf,
  type RefusalFigureKind,
  type RefusalMessage,
  readPlatformRefusal,
} from '../amount-refusal';
export {
  type AmountCheck,
  type AmountLimits,
  checkAmount,
  fromMinorUnits,
  readTypedAmount,
  sumAmounts,
  toMinorUnits,
} from '../cashier-amount';
export { formatAmount, MASKED_AMOUNT, maskAmount } from '../money';
export {
  createMoneyAction,
  type DraftField,
  type DraftProblems,
  type MoneyAction,
  type MoneyActionOptions,
  type MoneyActionSend,
  type MoneyActionState,
  type MoneyActionStatus,
  type MoneyIntentCheck,
} from '../money-action';
export {
  checkPointConversion,
  mostConvertiblePoints,
  type PointConversionCheck,
  type PointConversionRule,
  pointsToAmount,
  type RedeemReadiness,
  redeemReadiness,
} from '../points';
export {
  customPeriod,
  type DayKey,
  dayKeyOf,
  dayStartOf,
  lastDaysPeriod,
  presetPeriod,
  RECORD_PERIOD_PRESETS,
  RECORD_WINDOW_DAYS,
  type RecordPeriod,
  type RecordPeriodChoice,
  type RecordPeriodPreset,
  type RecordPeriodProblem,
  recordWindow,
  resolveRecordPeriod,
  shiftDay,
} from '../record-period';
// Player protection (responsible gaming): limits, reality checks, time-outs, self-exclusion, jurisdictions.
export * from '../responsible-gaming';
export {
  checkWithdrawalConfirmation,
  resolveWithdrawalConfirmation,
  type WithdrawalConfirmation,
  type WithdrawalConfirmationChoice,
  type WithdrawalConfirmationOutcome,
} from '../withdrawal-confirmation';
