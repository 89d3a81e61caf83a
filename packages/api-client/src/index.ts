export type { CallContext, CallDefinition, CallInput, CallMethod, CallOutput, TokenFlag } from './call';
export { defineCall } from './call';
export { type PlatformCalls, platformCalls } from './calls';
export * from './calls/agent.schemas';
export * from './calls/contracts.schemas';
export { decimalAmountSchema, platformFlagSchema } from './calls/flags';
export * from './calls/games.schemas';
export * from './calls/games-catalogue.schemas';
export * from './calls/games-favourites.schemas';
export * from './calls/games-launch.schemas';
export * from './calls/games-lottery.schemas';
export * from './calls/inbox.schemas';
export * from './calls/member.schemas';
export * from './calls/member-feedback.schemas';
export * from './calls/member-rewards.schemas';
export * from './calls/notices.schemas';
export * from './calls/points.schemas';
export * from './calls/records.schemas';
export * from './calls/session.schemas';
export * from './calls/support.schemas';
export * from './calls/system.schemas';
export * from './calls/verification.schemas';
export * from './calls/wallet.schemas';
export * from './calls/wallet-cashier.schemas';
export * from './calls/wallet-list.schemas';
export * from './calls/wallet-records.schemas';
export * from './calls/wallet-team.schemas';
export { createPlatformClient, type PlatformClient, type PlatformClientConfig } from './client';
export { type AesGcmRsaCodecOptions, createAesGcmRsaCodec } from './codec/aes-gcm-rsa';
export { fromBase64, toBase64 } from './codec/base64';
export type { EncCodec, EncCodecContext, EncodedBody } from './codec/codec';
export {
  CUSTOMER_SERVICE_KEY_LENGTH,
  type CustomerServicePathDecryptor,
  customerServiceKey,
  decryptCustomerServicePath,
  splitCustomerServicePath,
} from './codec/customer-service-path';
export { type Envelope, envelopeSchema } from './envelope';
export {
  isPlatformError,
  PLATFORM_MESSAGE_KEYS,
  PlatformError,
  type PlatformErrorDetails,
  type PlatformErrorKind,
} from './errors';
export { ENCRYPTION_HEADER, IDEMPOTENCY_KEY_HEADER, MODULE_ID_HEADER } from './headers';
export { type CallName, type PlatformQueryKey, platformKeys, type QueryScope, scopeOf } from './queries/keys';
export {
  createIntentKey,
  createPlatformQueries,
  type MutationVariables,
  type PlatformMutationOptions,
  type PlatformQueries,
  type PlatformQueryOptions,
  shouldRetryQuery,
} from './queries/platform-queries';
export {
  DEFAULT_QUERY_POLICY,
  INVALIDATIONS,
  QUERY_POLICIES,
  type QueryPolicy,
  refreshAfter,
} from './queries/policies';
export type { CallOptions, TokenStore } from './request';
