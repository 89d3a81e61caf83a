import { type ReactNode, useState } from 'react';
import { NavigationProvider } from '../platform/nav-link';
import { AuthStoryHarness } from './auth-story-harness';

/**
 * Stories only: the address as the site would route it, so a card's link can be followed in the story: children get
 * the current URL (path and hash) and the frame shows it in `data-address`.
 */
export function PromotionsStoryRoute({ start, children }: { start: string; children: (url: URL) => ReactNode }) {
  const [address, setAddress] = useState(start);
  const url = new URL(address, 'http://story.local');
  return (
    <NavigationProvider navigate={setAddress} currentPath={url.pathname}>
      <AuthStoryHarness>
        <div className="min-h-screen bg-page" data-testid="address" data-address={address}>
          {children(url)}
        </div>
      </AuthStoryHarness>
    </NavigationProvider>
  );
}
