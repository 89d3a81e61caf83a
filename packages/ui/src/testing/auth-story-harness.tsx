import type { Clock } from '@lobbykit/domain';
import { createContext, type ReactNode, useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { AuthDialogsProvider, type AuthDialogsProviderProps } from '../features/auth/auth-dialogs-provider';
import { type AuthDialog, useAuthDialogs } from '../platform/auth-dialogs-context';
import { ClockProvider } from '../platform/clock-provider';
import { NavigationProvider, useSiteNavigation } from '../platform/nav-link';
import { useMember, useSessionStatus } from '../platform/session-hooks';
import { SessionProvider } from '../platform/session-provider';
import type { SessionStorageLike } from '../platform/session-storage';

/** Stories' navigation spy: the session goes to '/' through it instead of moving the story's frame. */
export const storyNavigate = fn();

function OpenOnMount({ dialog }: { dialog?: AuthDialog }) {
  const dialogs = useAuthDialogs();
  useEffect(() => {
    if (dialog) dialogs.open(dialog);
  }, [dialog, dialogs.open]);
  return null;
}

function SessionBadge() {
  const status = useSessionStatus();
  const member = useMember();
  return (
    <p data-testid="session" translate="no" className="p-4 text-sm text-text-muted">
      {status === 'member' ? `member:${member?.account}` : status}
    </p>
  );
}

/** A sessionStorage of the story's own, so a story neither reads nor leaves keys in the browser's. */
function storyStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** Stories only: the session storage of the harness around a story, for a story that starts mid-session. */
export const StoryStorageContext = createContext<SessionStorageLike | null>(null);

/** Session and auth dialogs around a story, with a dialog opened at start; `clock` replaces `Date.now` (story-clock). */
export function AuthStoryHarness({
  dialog,
  storage,
  clock = Date.now,
  children,
  ...props
}: {
  dialog?: AuthDialog;
  storage?: SessionStorageLike | null;
  clock?: Clock;
  children?: ReactNode;
} & AuthDialogsProviderProps) {
  const [own] = useState(storyStorage);
  const used = storage === undefined ? own : storage;
  // A story's own router (StoryRoute) keeps its navigate; otherwise the session's moves go to the spy.
  const site = useSiteNavigation();
  return (
    <ClockProvider clock={clock}>
      <StoryStorageContext value={used}>
        <NavigationProvider navigate={site.navigate ?? storyNavigate} currentPath={site.currentPath}>
          <SessionProvider storage={used}>
            <AuthDialogsProvider merchant="story" {...props}>
              <main className="outline-none">
                <SessionBadge />
                {children}
              </main>
              <OpenOnMount dialog={dialog} />
            </AuthDialogsProvider>
          </SessionProvider>
        </NavigationProvider>
      </StoryStorageContext>
    </ClockProvider>
  );
}
