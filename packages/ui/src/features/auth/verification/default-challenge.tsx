import { ChunkLoading } from '../../../platform/feedback/chunk-loading';
import { lazyChunk, RouteLoadError } from '../../../platform/lazy-route';
import type { ChallengeProps, ChallengeProvider } from '../../../platform/verification/challenge-provider';

// The slider's code loads when a brand's platform first asks for the check, not with every visitor's first paint.
const SliderOnDemand = /* @__PURE__ */ lazyChunk<ChallengeProps>(
  () => import('./slider-challenge').then((module) => ({ default: module.SliderChallenge })),
  {
    loading: () => <ChunkLoading className="py-6" />,
    failed: (reason, retry) => <RouteLoadError reason={reason} onRetry={retry} className="py-6" />,
  },
);

/** The check the auth dialogs run when the platform asks for one and the brand plugged in none: the slider. */
export const defaultChallenge: ChallengeProvider = { name: 'slider', Challenge: SliderOnDemand };
