import type { z } from 'zod/mini';
// Only through the package index, so the published subpath shares the index's code (one PlatformError class).
import {
  type AnySchema,
  type CallDefinition,
  type CallInput,
  type CallOptions,
  type CallOutput,
  type CustomerServicePathDecryptor,
  createTransport,
  openCustomerServicePath,
  type TokenStore,
  type Transport,
  type TransportConfig,
} from '../index';
import { type PlatformCalls, platformCalls } from './platform-calls';

export { type PlatformCalls, platformCalls } from './platform-calls';

/** A transport's configuration, plus the customer-service decryptor the client's `openCustomerServicePath` uses. */
export interface PlatformClientConfig extends TransportConfig {
  /** Opens encrypted customer-service paths; default AES-GCM under the last-8-characters key (SPEC §7). */
  customerServiceDecryptor?: CustomerServicePathDecryptor;
}

type CallFunction<D> =
  Record<never, never> extends CallInput<D>
    ? (input?: CallInput<D>, options?: CallOptions) => Promise<CallOutput<D>>
    : (input: CallInput<D>, options?: CallOptions) => Promise<CallOutput<D>>;

/** Every platform call as a function on one object, for scripts, the sandbox and tests. */
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
  /** The transport underneath, for the query options (`callQuery(client.transport, getBalance)`). */
  readonly transport: Transport;
};

/**
 * Every call on one object over one transport. It holds all the calls' schemas, so it is for scripts, the sandbox
 * and tests; an app imports the calls it sends and a transport (`createTransport`) instead.
 */
export function createPlatformClient(config: PlatformClientConfig): PlatformClient {
  const transport = createTransport(config);
  const send = transport.send as (
    definition: CallDefinition,
    input: unknown,
    options?: CallOptions,
  ) => Promise<unknown>;
  const client: Record<string, unknown> = {
    call: send,
    openCustomerServicePath: (encryptedPath: string) =>
      openCustomerServicePath(encryptedPath, config.customerServiceDecryptor),
    language: transport.language,
    tokenStore: transport.tokenStore,
    transport,
  };
  for (const [name, definition] of Object.entries(platformCalls)) {
    client[name] = (input: unknown, options?: CallOptions) => send(definition as CallDefinition, input, options);
  }
  return client as PlatformClient;
}
