export { type FormatDateOptions, formatDate } from './date-format';
export {
  AGENT_MEMBER_TYPES,
  canEnterAgentCentre,
  canEnterMemberCentre,
  type GateDecision,
  type GateSession,
  gateAction,
  isAgentAccount,
  isTrialAccount,
  type MemberType,
  TRIAL_MEMBER_TYPES,
} from './gating';
export { flattenModuleTree, MODULE_IDS, type ModuleFlags, type ModuleNode, readModuleFlags } from './module-flags';
export { formatAmount, MASKED_AMOUNT, maskAmount } from './money';
export { resolveSystemStatus, SYSTEM_STATUS, type SystemStatus } from './system-status';
