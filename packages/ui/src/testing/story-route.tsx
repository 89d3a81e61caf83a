import { type ReactNode, useState } from 'react';
import { NavigationProvider } from '../platform/nav-link';
import { AuthStoryHarness } from './auth-story-harness';

/**
 * Stories only: the site's address as its router would keep it, starting at `start`, so a link can be followed
 * inside the story. The frame shows the address in `data-address` for play functions; children may read it as a URL
 * (path, query and hash).
 */
export function StoryRoute({
  start = '/',
  children,
}: {
  start?: string;
  children: ReactNode | ((url: URL) => ReactNode);
}) {
  const [address, setAddress] = useState(start);
  const url = new URL(address, 'http://story.local');
  return (
    <NavigationProvider navigate={setAddress} currentPath={url.pathname}>
      <AuthStoryHarness>
        <div className="min-h-screen bg-page" data-testid="address" data-address={address}>
          {typeof children === 'function' ? children(url) : children}
        </div>
      </AuthStoryHarness>
    </NavigationProvider>
  );
}
