import type { InboxMessage } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';

/** An inbox message as the sandbox keeps it. */
export interface StoredMessage extends InboxMessage {
  username: string;
}

const INBOX = 'inbox';
const messageKey = (username: string, id: string) => `${username.toLowerCase()}/${id}`;

/** Puts a message into an account's inbox, unread. */
export function sendMessage(
  context: SandboxContext,
  username: string,
  message: Pick<InboxMessage, 'title' | 'content' | 'category'> & { time?: number; read?: boolean },
): StoredMessage {
  const time = message.time ?? context.now();
  // Ids are unique across accounts; a list is ordered by time, not by id.
  const id = `M${String(context.store.list(INBOX).length + 1).padStart(7, '0')}`;
  const stored: StoredMessage = {
    id,
    username,
    title: message.title,
    content: message.content,
    category: message.category,
    time,
    read: message.read ?? false,
  };
  context.store.put(INBOX, messageKey(username, id), stored);
  return stored;
}

/** An account's messages, newest first. */
export function messagesOf(context: SandboxContext, username: string): StoredMessage[] {
  const prefix = `${username.toLowerCase()}/`;
  return context.store
    .list<StoredMessage>(INBOX)
    .filter(({ id }) => id.startsWith(prefix))
    .map(({ value }) => value)
    .sort((a, b) => b.time - a.time || b.id.localeCompare(a.id));
}

/** How many of an account's messages are unread. */
export function unreadCountOf(context: SandboxContext, username: string): number {
  return messagesOf(context, username).filter((message) => !message.read).length;
}

/** Marks messages read (only the account's own; unknown ids are ignored) and answers the unread count. */
export function markRead(context: SandboxContext, username: string, ids: readonly string[] | 'all'): number {
  context.store.transaction(() => {
    for (const message of messagesOf(context, username)) {
      if (message.read || (ids !== 'all' && !ids.includes(message.id))) continue;
      context.store.put(INBOX, messageKey(username, message.id), { ...message, read: true });
    }
  });
  return unreadCountOf(context, username);
}

/** A message as the inbox calls answer it. */
export function inboxMessageOf(message: StoredMessage): InboxMessage {
  const { username: _owner, ...view } = message;
  return view;
}
