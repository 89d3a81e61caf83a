import { lazyChunk } from '../../platform/lazy-route';
import { usePlaySession } from '../../platform/responsible-gaming/play-session';

// The dialogs' logic loads once a member plays or a session has just ended, not with a visitor's first paint.
const RealityCheckDialogs = /* @__PURE__ */ lazyChunk<object>(() => import('./reality-check-dialogs'), {
  loading: () => null,
  failed: () => null,
});

/**
 * The reality check where the player is, a game included: when the interval the player chose has passed on the
 * platform's clock, its dialog opens over the page until the player answers. When the session time limit has passed,
 * the player is told the session has ended, and it ends here too. `LobbyKitProvider` mounts it once.
 */
export function RealityCheck() {
  const { summary, sessionTimeUp } = usePlaySession();
  return summary || sessionTimeUp ? <RealityCheckDialogs /> : null;
}
