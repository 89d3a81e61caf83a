import type { VendorCardValue } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { useEffect } from 'react';
import { useGameStart } from '../game-start/use-game-start';
import { vendorAsGame } from './vendor-as-game';

/** A vendor to start; a new `attempt` starts it again (the same vendor clicked twice). */
export type VendorLaunchRequest = { vendor: VendorCardValue; attempt: number };

/**
 * Starts the vendor of each request by the game-start rules (SPEC §4, PLATFORM-FACTS §8.1) and draws what that
 * start shows: the login dialog, 'Game maintenance', the popup game list. Its own chunk, loaded on the first click.
 */
export default function VendorLauncher({ request }: { request: VendorLaunchRequest }) {
  const t = useT();
  const game = useGameStart();
  const { startVendor } = game;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one start per request, not per re-render of the hook.
  useEffect(() => {
    startVendor(vendorAsGame(request.vendor));
  }, [request]);
  return (
    <>
      {game.launching ? (
        <p
          role="status"
          className="fixed inset-x-0 bottom-4 z-30 mx-auto w-fit rounded-full bg-surface-3 px-4 py-2 text-sm shadow-raised"
        >
          {t('game_starting')}
        </p>
      ) : null}
      {game.dialog}
    </>
  );
}
