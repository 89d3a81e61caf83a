import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { AuthStoryHarness } from './auth-story-harness';
import { SignedInStory } from './signed-in-story';

/** Stories only: what a cashier page's `openPage` was asked for. */
export const storyOpenPage = fn();

/** Stories only: a cashier page as the member centre shows it, for the seeded player (or another account). */
export function CashierStory({
  username = 'player1',
  password = 'Player123',
  children,
}: {
  username?: string;
  password?: string;
  children: ReactNode;
}) {
  return (
    <AuthStoryHarness>
      <SignedInStory username={username} password={password}>
        <div className="mx-auto max-w-4xl p-4 sm:p-6">{children}</div>
      </SignedInStory>
    </AuthStoryHarness>
  );
}
