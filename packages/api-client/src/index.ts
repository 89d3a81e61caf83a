export {
  type AnyCall,
  type AnySchema,
  type CallContext,
  type CallDefinition,
  type CallInput,
  type CallMethod,
  type CallOutput,
  DEFAULT_QUERY_POLICY,
  defineCall,
  LIVE_QUERY_POLICY,
  type QueryFreshness,
  type QueryPolicy,
  type QueryScope,
  scopeOf,
  type TokenFlag,
} from './call';
// Every call, one importable value each (DESIGN.md: api-client); the schemas follow.
export * from './calls/affiliate-application';
export * from './calls/affiliate-application.schemas';
export * from './calls/agent';
export * from './calls/agent.schemas';
export * from './calls/contracts';
export * from './calls/contracts.schemas';
export { decimalAmountSchema, platformFlagSchema } from './calls/flags';
export * from './calls/games';
export * from './calls/games.schemas';
export * from './calls/games-catalogue';
export * from './calls/games-catalogue.schemas';
export * from './calls/games-favourites';
export * from './calls/games-favourites.schemas';
export * from './calls/games-launch';
export * from './calls/games-launch.schemas';
export * from './calls/games-lottery';
export * from './calls/games-lottery.schemas';
export * from './calls/inbox';
export * from './calls/inbox.schemas';
export * from './calls/member';
export * from './calls/member.schemas';
export * from './calls/member-feedback';
export * from './calls/member-feedback.schemas';
export * from './calls/member-rewards';
export * from './calls/member-rewards.schemas';
export { MONEY_READS } from './calls/money-reads';
export * from './calls/notices';
export * from './calls/notices.schemas';
export * from './calls/player-protection';
export * from './calls/player-protection.schemas';
export * from './calls/points';
export * from './calls/points.schemas';
export * from './calls/records';
export * from './calls/records.schemas';
export * from './calls/session';
export * from './calls/session.schemas';
export * from './calls/support';
export * from './calls/support.schemas';
export * from './calls/system';
export * from './calls/system.schemas';
export * from './calls/verification';
export * from './calls/verification.schemas';
export * from './calls/wallet';
export * from './calls/wallet.schemas';
export * from './calls/wallet-cashier';
export * from './calls/wallet-cashier.schemas';
export * from './calls/wallet-list';
export * from './calls/wallet-list.schemas';
export * from './calls/wallet-records';
export * from './calls/wallet-records.schemas';
export * from './calls/wallet-team';
export * from './calls/wallet-team.schemas';
export { type AesGcmRsaCodecOptions, createAesGcmRsaCodec } from './codec/aes-gcm-rsa';
export { fromBase64, toBase64 } from './codec/base64';
export type { EncCodec, EncCodecContext, EncodedBody } from './codec/codec';
export {
  CUSTOMER_SERVICE_KEY_LENGTH,
  type CustomerServicePathDecryptor,
  customerServiceKey,
  decryptCustomerServicePath,
  openCustomerServicePath,
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
export {
  type CallMutationOptions,
  type CallQueryOptions,
  callMutation,
  callQuery,
  createIntentKey,
  type MutationVariables,
  type ReadCall,
  refreshAfter,
  shouldRetryQuery,
} from './queries/call-options';
export { type PlatformQueryKey, platformKeys } from './queries/keys';
export type { CallOptions } from './request';
export {
  createSessionTokenStore,
  type ObservedTokenStore,
  observeTokenStore,
  type TokenStorage,
  type TokenStore,
} from './token-store';
export { createTransport, type SendArguments, type Transport, type TransportConfig } from './transport';
