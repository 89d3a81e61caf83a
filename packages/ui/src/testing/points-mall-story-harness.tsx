import type { ReactNode } from 'react';
import { AuthStoryHarness } from './auth-story-harness';
import { SignedInStory } from './signed-in-story';

/** Stories only: the points mall page as the site shows it, for the seeded player, or a visitor with `visitor`. */
export function PointsMallStory({ visitor = false, children }: { visitor?: boolean; children: ReactNode }) {
  return (
    <AuthStoryHarness>
      <div className="min-h-screen bg-page">{visitor ? children : <SignedInStory>{children}</SignedInStory>}</div>
    </AuthStoryHarness>
  );
}
