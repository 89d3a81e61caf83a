import { lazyDialog } from '../../platform/lazy-dialog';
import { usePlaySession } from '../../platform/responsible-gaming/play-session';

// The dialog's code (the modal, its figures) loads when a check first falls due, not with the site's first paint.
const RealityCheckOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./reality-check-answer').then((module) => module.RealityCheckAnswer),
  { title: (t) => t('rg_reality_title') },
);

// The check waits for an answer: nothing but "Continue" or "Log out" closes it.
const stayOpen = () => undefined;

/**
 * The reality check where the player is, a game included: when the interval the player chose has passed on the
 * platform's clock, its dialog opens over the page until the player answers. `LobbyKitProvider` mounts it once.
 */
export function RealityCheck() {
  const play = usePlaySession();
  if (!play.realityCheckDue || !play.summary) return null;
  return <RealityCheckOnDemand open onOpenChange={stayOpen} />;
}
