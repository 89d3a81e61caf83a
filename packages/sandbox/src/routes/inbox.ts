import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession } from '../state/accounts';
import { inboxMessageOf, markRead, messagesOf, unreadCountOf } from '../state/inbox';
import { pageRows } from '../state/listing';
import { requireRealAccount } from '../state/team';
import { answer } from './answer';

/** The member's inbox (platform information, messageV2) and its unread badge. */
export function answerInboxCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getUnreadCount, (_input, { session }) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    return { unreadCount: unreadCountOf(sandbox, account.username) };
  });
  answer(app, sandbox, platformCalls.getInboxMessages, (input, { session }) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    const messages = messagesOf(sandbox, account.username).filter((message) => !input.unreadOnly || !message.read);
    return {
      ...pageRows(messages.map(inboxMessageOf), input),
      unreadCount: unreadCountOf(sandbox, account.username),
    };
  });
  answer(app, sandbox, platformCalls.markMessagesRead, (input, { session }) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    return { unreadCount: markRead(sandbox, account.username, input.all ? 'all' : (input.ids ?? [])) };
  });
}
