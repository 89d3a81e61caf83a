import { type ReactNode, useState } from 'react';
import { NavigationProvider } from '../platform/nav-link';
import { AuthStoryHarness } from './auth-story-harness';

/** Stories only: a category page's address as the site would route it, read back as the `page` parameter. */
export function LobbyStoryRoute({
  start,
  children,
}: {
  start: string;
  children: (vendor: string | null) => ReactNode;
}) {
  const [address, setAddress] = useState(start);
  const url = new URL(address, 'http://story.local');
  return (
    <NavigationProvider navigate={setAddress} currentPath={url.pathname}>
      <AuthStoryHarness>
        <div className="min-h-screen bg-page" data-testid="address" data-address={address}>
          {children(url.searchParams.get('page'))}
        </div>
      </AuthStoryHarness>
    </NavigationProvider>
  );
}
