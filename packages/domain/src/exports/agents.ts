// What the domain exports for agents: the agent centre's pages and clock, downline accounts, contracts and their
// offers, and affiliate applications.
export {
  AFFILIATE_CHANNELS,
  AFFILIATE_NAME_MAX_LENGTH,
  AFFILIATE_NOTE_MAX_LENGTH,
  type AffiliateApplicationDraft,
  type AffiliateApplicationIssue,
  type AffiliateChannel,
  checkAffiliateApplication,
  isAffiliateContact,
} from '../affiliate-application';
export {
  AGENT_CENTRE_PAGES,
  type AgentCentrePage,
  agentCentrePageOf,
  agentCentrePages,
  DEFAULT_AGENT_CENTRE_PAGE,
} from '../agent-centre-pages';
export {
  AGENT_CLOCK_TICK_MS,
  type AgentClockReading,
  msUntilNextTick,
  readAgentClock,
} from '../agent-clock';
export {
  blankContractOffer,
  blankContractTier,
  buildContractOfferSchema,
  CONTRACT_OFFER_SHAPES,
  type ContractOfferDraft,
  type ContractOfferShape,
  type ContractOfferTerms,
  type ContractSideRate,
  type ContractThreshold,
  type ContractTierDraft,
  checkContractOffer,
  contractOfferTerms,
  contractOfferTiers,
  isContractOfferReady,
  mayAddContractTier,
  mayRemoveContractTier,
} from '../contract-offer';
export {
  CONTRACT_KINDS,
  CONTRACT_PERIOD_TYPES,
  type ContractAction,
  type ContractFlags,
  type ContractKind,
  type ContractParty,
  type ContractPeriodType,
  type ContractStatus,
  type ContractTier,
  type ContractTierProblem,
  checkContractTiers,
  contractsToTerminate,
  contractTopRate,
  dailyWagePayDay,
  isContractPeriodType,
  MAX_CONTRACT_RATE,
  MAX_CONTRACT_TIERS,
  mayActOnContract,
  nextRealTimeSalarySettlement,
  REAL_TIME_SALARY_INTERVAL_MINUTES,
  reachedContractTier,
  readContractFlags,
} from '../contracts';
export {
  checkDownlineAccount,
  DOWNLINE_NICKNAME_MAX_LENGTH,
  type DownlineAccountField,
  type DownlineAccountValues,
} from '../downline-account';
