import type { AnyCall } from '../call';
import * as api from '../index';

type Api = typeof api;

/** Every call the package exports, by name. */
export type PlatformCalls = { [Name in keyof Api as Api[Name] extends AnyCall ? Name : never]: Api[Name] };

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'response' in value;

/**
 * Every call the package exports, found rather than listed: a call defined with `defineCall` and exported from
 * the package index is on the client too.
 */
export const platformCalls = Object.fromEntries(
  Object.entries(api).filter(([, value]) => isCall(value)),
) as unknown as PlatformCalls;
