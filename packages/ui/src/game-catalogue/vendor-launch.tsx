import type { VendorCardValue } from '@lobbykit/api-client';
import { type ReactNode, useState } from 'react';
import { RouteLoadError } from '../platform/lazy-route';
import { onDemandModule } from '../platform/on-demand-module';
import type { VendorLaunchRequest } from './vendor-launcher';

// The game-start code and its dialogs stay out of the first paint: the header needs them only on a click.
const launcherChunk = /* @__PURE__ */ onDemandModule(() => import('./vendor-launcher'));

/**
 * Starts a vendor from a part of the page that does not carry the game-start code (the header's category of one
 * vendor, a vendor whose card opens a popup list). `launch` starts it, loading that code first if need be;
 * `launcher` is what the start draws (its dialogs), to render once where it outlives the menu that was clicked.
 */
export function useVendorLaunch(): { launch: (vendor: VendorCardValue) => void; launcher: ReactNode } {
  const chunk = launcherChunk.useState();
  const [request, setRequest] = useState<VendorLaunchRequest | null>(null);
  const launch = (vendor: VendorCardValue) => {
    launcherChunk.load();
    setRequest((last) => ({ vendor, attempt: (last?.attempt ?? 0) + 1 }));
  };
  let launcher: ReactNode = null;
  if (request && chunk.status === 'ready') {
    const Launcher = chunk.module.default;
    launcher = <Launcher request={request} />;
  } else if (request && chunk.status === 'failed') {
    launcher = (
      <div className="fixed inset-x-0 bottom-4 z-30 mx-auto w-fit max-w-[calc(100%-2rem)] shadow-raised">
        <RouteLoadError reason={chunk.reason} onRetry={launcherChunk.load} className="gap-3 px-4 py-5 text-sm" />
      </div>
    );
  }
  return { launch, launcher };
}
