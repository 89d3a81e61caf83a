/** What went wrong with a platform call, one value per entry of the error catalogue (SPEC §8). */
export type PlatformErrorKind =
  | 'network'
  | 'timeout'
  | 'http'
  | 'rejected'
  | 'malformed'
  | 'session-expired'
  | 'aborted';

/** The i18n keys the client falls back to, named as in the earlier build (PLATFORM-FACTS §7.2). */
export const PLATFORM_MESSAGE_KEYS = {
  network: 'in_network_again',
  timeout: 'timeout_retry_please',
  unknown: 'unknown_error',
  sessionExpired: 'in_logged_login',
} as const;

/** Everything a failed call tells the caller; `messageKey` is the i18n key to show. */
export interface PlatformErrorDetails {
  kind: PlatformErrorKind;
  messageKey: string;
  /** The call's path, e.g. `/wps/session/login`. */
  path: string;
  status?: number | undefined;
  serverMessage?: string | undefined;
  /** The `value` of a rejected envelope, e.g. `{ captcha: true }` after a failed login. */
  value?: unknown;
  cause?: unknown;
}

/** The one error type every platform call rejects with. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  readonly messageKey: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly value: unknown;

  constructor(details: PlatformErrorDetails) {
    super(`${details.kind} on ${details.path}: ${details.serverMessage ?? details.messageKey}`, {
      cause: details.cause,
    });
    this.kind = details.kind;
    this.messageKey = details.messageKey;
    this.path = details.path;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.value = details.value;
  }
}

/** True when `error` is a PlatformError, optionally of one kind. */
export function isPlatformError(error: unknown, kind?: PlatformErrorKind): error is PlatformError {
  return error instanceof PlatformError && (kind === undefined || error.kind === kind);
}
