import type { z } from 'zod/mini';
import type { AnySchema, CallDefinition } from './call';
import type { EncCodec } from './codec/codec';
import { createEarlyAnswers } from './early-answers';
import { PLATFORM_MESSAGE_KEYS, PlatformError } from './errors';
import { type CallOptions, performCall, type RequestRuntime } from './request';
import { createSessionTokenStore, type ObservedTokenStore, observeTokenStore, type TokenStore } from './token-store';

/** How to reach a platform and who is asking. */
export interface TransportConfig {
  /** Origin of the platform, e.g. 'https://brand.example'; '' means the page's own origin. */
  baseUrl: string;
  /** Merchant code, sent in the `Merchant` header. */
  merchant: string;
  /** Language code for the `Language` header; a getter follows run-time language switches. */
  language: string | (() => string);
  /** Device for the `Device` header, e.g. 'WEB'. */
  device: string;
  /** Where the session token lives; default sessionStorage `token` (SPEC §3). */
  tokenStore?: TokenStore;
  /** Codec for `enc` bodies; default AES-256-GCM with an RSA-OAEP wrapped key. */
  codec?: EncCodec;
  fetch?: typeof fetch;
  /** Per-call time-out; default 15000 ms. */
  timeoutMs?: number;
  /** Host sent with the status call; default the page's `location.host`. */
  host?: string;
  /** The platform's RSA public key for `enc` bodies; default `info.brand.publicKey` of the status call. */
  publicKey?: () => Promise<string>;
}

/** Arguments of a call: its input may be left out when the call takes none. */
export type SendArguments<In extends AnySchema> =
  Record<never, never> extends z.input<In>
    ? [input?: z.input<In>, options?: CallOptions]
    : [input: z.input<In>, options?: CallOptions];

/** The one sender of platform calls: headers, token, `enc` codec, time-out, envelope and schema check. */
export interface Transport {
  /** Sends one call definition (`transport.send(getBalance)`); rejects with a {@link PlatformError}. */
  send<In extends AnySchema, Out extends AnySchema>(
    definition: CallDefinition<In, Out>,
    ...args: SendArguments<In>
  ): Promise<z.output<Out>>;
  /**
   * Sends a read ahead of the screen that will ask for it, e.g. from the entry module while the app's chunks load:
   * the screen's own send of the same request (same call, input, language and session) takes this answer instead of
   * asking again. Failures are the screen's to see, on its own send; this never rejects.
   */
  prefetch<In extends AnySchema, Out extends AnySchema>(
    definition: CallDefinition<In, Out> & { method: 'GET' },
    ...args: SendArguments<In>
  ): void;
  /** The language the next call will send (the config's value or getter). */
  language(): string;
  /**
   * The session token's one owner: a call that opens a session stores its token here, a 401 or a logout clears it,
   * and `subscribe` tells the app (the ui's session reads it through `useSyncExternalStore`).
   */
  readonly tokenStore: ObservedTokenStore;
}

// The default codec loads with the first encrypted call: most screens send none.
const defaultCodec: EncCodec = {
  encode: async (payload, context) =>
    (await import('./codec/aes-gcm-rsa')).createAesGcmRsaCodec().encode(payload, context),
};

/** Builds the transport every call goes through; it imports no call, so an app ships only the calls it sends. */
export function createTransport(config: TransportConfig): Transport {
  let publicKey: Promise<string> | undefined;
  const tokenStore = config.tokenStore ? observeTokenStore(config.tokenStore) : createSessionTokenStore();
  const runtime: RequestRuntime = {
    baseUrl: config.baseUrl,
    context: () => ({
      merchant: config.merchant,
      device: config.device,
      language: typeof config.language === 'function' ? config.language() : config.language,
      host: config.host ?? globalThis.location?.host ?? '',
    }),
    tokenStore,
    codec: config.codec ?? defaultCodec,
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: config.timeoutMs ?? 15_000,
    earlyAnswers: createEarlyAnswers(),
    getPublicKey: () => {
      publicKey ??= (config.publicKey ?? statusPublicKey)().catch((error: unknown) => {
        publicKey = undefined;
        throw error;
      });
      return publicKey;
    },
  };

  // Only `enc` calls need the key, so the status call that carries it loads when the first of them is sent.
  async function statusPublicKey(): Promise<string> {
    const { getSystemStatus } = await import('./calls/system');
    const status = await performCall(runtime, getSystemStatus, {});
    const key = status.info.brand?.publicKey;
    if (!key) {
      throw new PlatformError({
        kind: 'malformed',
        messageKey: PLATFORM_MESSAGE_KEYS.unknown,
        path: getSystemStatus.path,
        serverMessage: 'no public key in info.brand; pass publicKey to createTransport',
      });
    }
    return key;
  }

  return {
    send: (definition, ...[input, options]) =>
      performCall(runtime, definition, (input ?? {}) as z.input<typeof definition.request>, options),
    prefetch: (definition, ...[input, options]) => {
      performCall(runtime, definition, (input ?? {}) as z.input<typeof definition.request>, {
        ...options,
        early: true,
      }).catch(() => undefined);
    },
    language: () => runtime.context().language,
    tokenStore,
  };
}
