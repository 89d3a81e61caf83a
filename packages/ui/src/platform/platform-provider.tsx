import type { Transport } from '@lobbykit/api-client';
import { createContext, type ReactNode, use, useMemo } from 'react';

/** What features read the platform through: the one transport every call goes out on. */
export type Platform = { transport: Transport };

const PlatformContext = /* @__PURE__ */ createContext<Platform | null>(null);

/** Gives every feature below it the platform transport (DESIGN.md: ui platform). */
export function PlatformProvider({ transport, children }: { transport: Transport; children?: ReactNode }) {
  const value = useMemo(() => ({ transport }), [transport]);
  return <PlatformContext value={value}>{children}</PlatformContext>;
}

/** The platform transport; throws outside a PlatformProvider. */
export function usePlatform(): Platform {
  const platform = use(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a <PlatformProvider> above it');
  return platform;
}
