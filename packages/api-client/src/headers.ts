/** The header that carries a call's module id. The earlier build never named it (PLATFORM-FACTS §2.2); we chose this. */
export const MODULE_ID_HEADER = 'Module-Id';
/** The header that carries one key per money intent; the platform moves money once per key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The header that carries the RSA-wrapped key of an `enc` body (PLATFORM-FACTS §3). */
export const ENCRYPTION_HEADER = 'Encryption';
