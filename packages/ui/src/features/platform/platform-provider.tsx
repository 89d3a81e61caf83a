import { createPlatformQueries, type PlatformClient, type PlatformQueries } from '@lobbykit/api-client';
import { createContext, type ReactNode, use, useMemo } from 'react';

/** What features read the platform through: the client, and query and mutation option factories per call. */
export type Platform = {
  client: PlatformClient;
  queries: PlatformQueries['queries'];
  mutations: PlatformQueries['mutations'];
};

const PlatformContext = createContext<Platform | null>(null);

/** Gives every feature below it the platform client and its query factories (DESIGN.md: ui features). */
export function PlatformProvider({ client, children }: { client: PlatformClient; children?: ReactNode }) {
  const value = useMemo(() => ({ client, ...createPlatformQueries(client) }), [client]);
  return <PlatformContext value={value}>{children}</PlatformContext>;
}

/** The platform client and option factories; throws outside a PlatformProvider. */
export function usePlatform(): Platform {
  const platform = use(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a <PlatformProvider> above it');
  return platform;
}
