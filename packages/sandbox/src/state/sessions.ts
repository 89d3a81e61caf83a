import type { SandboxContext } from '../context';

/** A logged-in session. */
export interface Session {
  username: string;
  /** This session began the account's first ever login (popups with execution F). */
  firstLogin: boolean;
  createdAt: number;
  expiresAt: number;
}

/** Sessions expire after 2 hours without a call; each authorised call extends them (our decision). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

const SESSIONS = 'sessions';

/** Starts a session and returns its token: 32 random bytes, base64url, unguessable. */
export function startSession(context: SandboxContext, username: string, firstLogin = false): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  const now = context.now();
  context.store.put(SESSIONS, token, {
    username,
    firstLogin,
    createdAt: now,
    expiresAt: now + SESSION_IDLE_MS,
  } satisfies Session);
  return token;
}

/** The live session of a token, extended by this use; null when unknown or expired. */
export function touchSession(context: SandboxContext, token: string | null): Session | null {
  if (!token) return null;
  const session = context.store.get<Session>(SESSIONS, token);
  if (!session) return null;
  const now = context.now();
  if (session.expiresAt <= now) {
    context.store.delete(SESSIONS, token);
    return null;
  }
  const extended = { ...session, expiresAt: now + SESSION_IDLE_MS };
  context.store.put(SESSIONS, token, extended);
  return extended;
}

/** The live session of a token without extending it (a guard that looks before the call is answered). */
export function peekSession(context: SandboxContext, token: string | null): Session | null {
  const session = token ? context.store.get<Session>(SESSIONS, token) : undefined;
  return session && session.expiresAt > context.now() ? session : null;
}

/** Ends a session. */
export function endSession(context: SandboxContext, token: string): void {
  context.store.delete(SESSIONS, token);
}
