import { type ReactNode, useState } from 'react';
import { NavigationProvider } from '../platform/nav-link';
import { AuthStoryHarness } from './auth-story-harness';

/** Stories only: home as the site routes it; a link followed shows its address instead of leaving the story. */
export function HomeStoryRoute({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState('/');
  return (
    <NavigationProvider navigate={setAddress} currentPath={new URL(address, 'http://story.local').pathname}>
      <AuthStoryHarness>
        <div className="min-h-screen bg-page" data-testid="address" data-address={address}>
          {children}
        </div>
      </AuthStoryHarness>
    </NavigationProvider>
  );
}
