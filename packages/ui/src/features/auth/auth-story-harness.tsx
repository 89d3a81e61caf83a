import { type ReactNode, useEffect } from 'react';
import { fn } from 'storybook/test';
import { type AuthDialog, useAuthDialogs } from '../../platform/auth-dialogs-context';
import { SessionProvider, type SessionStorageLike, useSession } from '../../platform/session-provider';
import { AuthDialogsProvider, type AuthDialogsProviderProps } from './auth-dialogs-provider';

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
  const session = useSession();
  return (
    <p data-testid="session" className="p-4 text-sm text-text-muted">
      {session.status === 'member' ? `member:${session.member?.account}` : session.status}
    </p>
  );
}

/** Session and auth dialogs around a story, with a dialog opened at start. */
export function AuthStoryHarness({
  dialog,
  storage = null,
  children,
  ...props
}: { dialog?: AuthDialog; storage?: SessionStorageLike | null; children?: ReactNode } & AuthDialogsProviderProps) {
  return (
    <SessionProvider storage={storage} navigate={storyNavigate}>
      <AuthDialogsProvider merchant="story" {...props}>
        <main className="outline-none">
          <SessionBadge />
          {children}
        </main>
        <OpenOnMount dialog={dialog} />
      </AuthDialogsProvider>
    </SessionProvider>
  );
}
