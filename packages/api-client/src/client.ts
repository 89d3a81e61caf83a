import type { z } from 'zod/mini';
import type { AnySchema, CallDefinition, CallInput, CallOutput } from './call';
import { type PlatformCalls, platformCalls } from './calls';
import { createAesGcmRsaCodec } from './codec/aes-gcm-rsa';
import type { EncCodec } from './codec/codec';
import { type CustomerServicePathDecryptor, decryptCustomerServicePath } from './codec/customer-service-path';
import { PLATFORM_MESSAGE_KEYS, PlatformError } from './errors';
import { type CallOptions, performCall, type RequestRuntime, type TokenStore } from './request';

/** How to reach a platform and who is asking. */
export interface PlatformClientConfig {
  /** Origin of the platform, e.g. 'https://brand.example'; '' means the page's own origin. */
  baseUrl: string;
  /** Merchant code, sent in the `Merchant` header. */
  merchant: string;
  /** Language code for the `Language` header; a getter follows run-time language switches. */
  language: string | (() => string);
  /** Device for the `Device` header, e.g. 'WEB'. */
  device: string;
  tokenStore: TokenStore;
  /** Codec for `enc` bodies; default AES-256-GCM with an RSA-OAEP wrapped key. */
  codec?: EncCodec;
  fetch?: typeof fetch;
  /** Per-call time-out; default 15000 ms. */
  timeoutMs?: number;
  /** Host sent with the status call; default the page's `location.host`. */
  host?: string;
  /** Opens encrypted customer-service paths; default AES-GCM under the last-8-characters key (SPEC §7). */
  customerServiceDecryptor?: CustomerServicePathDecryptor;
  /** Called once a call answers 401: the token is already cleared, the app resets its login state. */
  onSessionExpired?: () => void;
}

type CallFunction<D> =
  Record<never, never> extends CallInput<D>
    ? (input?: CallInput<D>, options?: CallOptions) => Promise<CallOutput<D>>
    : (input: CallInput<D>, options?: CallOptions) => Promise<CallOutput<D>>;

/** The typed client: one function per platform call, plus `call` for a definition of your own. */
export type PlatformClient = { [Name in keyof PlatformCalls]: CallFunction<PlatformCalls[Name]> } & {
  /** Sends any call definition, e.g. one a brand adds for its own platform extension. */
  call<In extends AnySchema, Out extends AnySchema>(
    definition: CallDefinition<In, Out>,
    input: z.input<In>,
    options?: CallOptions,
  ): Promise<z.output<Out>>;
  /** Decrypts a customer-service entry's `path` into the URL to open; rejects as `malformed` when it cannot. */
  openCustomerServicePath(encryptedPath: string): Promise<string>;
  /** The language the next call will send (the config's value or getter). */
  language(): string;
  readonly tokenStore: TokenStore;
};

/** Builds the platform client (DESIGN.md: api-client). */
export function createPlatformClient(config: PlatformClientConfig): PlatformClient {
  let publicKey: Promise<string> | undefined;
  const runtime: RequestRuntime = {
    baseUrl: config.baseUrl,
    context: () => ({
      merchant: config.merchant,
      device: config.device,
      language: typeof config.language === 'function' ? config.language() : config.language,
      host: config.host ?? globalThis.location?.host ?? '',
    }),
    tokenStore: config.tokenStore,
    codec: config.codec ?? createAesGcmRsaCodec(),
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: config.timeoutMs ?? 15_000,
    onSessionExpired: config.onSessionExpired ?? (() => {}),
    getPublicKey: () => {
      publicKey ??= fetchPublicKey().catch((error: unknown) => {
        publicKey = undefined;
        throw error;
      });
      return publicKey;
    },
  };

  async function fetchPublicKey(): Promise<string> {
    const status = await performCall(runtime, platformCalls.getSystemStatus, {});
    const key = status.info.brand?.publicKey;
    if (!key) {
      throw new PlatformError({
        kind: 'malformed',
        messageKey: PLATFORM_MESSAGE_KEYS.unknown,
        path: platformCalls.getSystemStatus.path,
        serverMessage: 'no public key in info.brand; pass one to the codec',
      });
    }
    return key;
  }

  const client: Record<string, unknown> = {
    call: (definition: CallDefinition, input: unknown, options?: CallOptions) =>
      performCall(runtime, definition, input, options),
    openCustomerServicePath: async (encryptedPath: string) => {
      try {
        return await (config.customerServiceDecryptor ?? decryptCustomerServicePath)(encryptedPath);
      } catch (cause) {
        throw new PlatformError({
          kind: 'malformed',
          messageKey: PLATFORM_MESSAGE_KEYS.unknown,
          path: 'customer-service',
          cause,
        });
      }
    },
    language: () => runtime.context().language,
    tokenStore: config.tokenStore,
  };
  for (const [name, definition] of Object.entries(platformCalls)) {
    client[name] = (input: unknown, options?: CallOptions) =>
      performCall(runtime, definition as CallDefinition, input, options);
  }
  return client as PlatformClient;
}
