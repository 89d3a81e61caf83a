import type { ComponentType } from 'react';

/** What a challenge component gets: call `onSolved` with the result the platform checks, or `onCancel`. */
export interface ChallengeProps {
  onSolved(result: Record<string, unknown>): void;
  onCancel(): void;
}

/**
 * A pluggable slider (or other) challenge run before login and SMS sends. Its component must offer a way that
 * needs no dragging and no puzzle (WCAG 2.2 2.5.7, 3.3.8), e.g. a button or the provider's accessible mode.
 */
export interface ChallengeProvider {
  name: string;
  Challenge: ComponentType<ChallengeProps>;
}
