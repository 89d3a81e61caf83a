import { type ReactNode, useState } from 'react';
import { NavigationProvider } from '../platform/nav-link';
import { AuthStoryHarness } from './auth-story-harness';
import { SignedInStory } from './signed-in-story';

/**
 * Stories only: the game page's address as the site would route it. Children get the current URL; Back and the
 * other links move the address, which the frame shows in `data-address`. `account` signs a seeded account in first.
 */
export function GameStoryRoute({
  start,
  account,
  children,
}: {
  start: string;
  account?: { username: string; password: string };
  children: (url: URL) => ReactNode;
}) {
  const [address, setAddress] = useState(start);
  const url = new URL(address, 'http://story.local');
  const page = <div className="min-h-screen bg-page">{children(url)}</div>;
  return (
    <NavigationProvider navigate={setAddress} currentPath={url.pathname}>
      <AuthStoryHarness>
        <div data-testid="address" data-address={address}>
          {account ? (
            <SignedInStory username={account.username} password={account.password}>
              {page}
            </SignedInStory>
          ) : (
            page
          )}
        </div>
      </AuthStoryHarness>
    </NavigationProvider>
  );
}
