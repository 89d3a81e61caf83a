import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { findAccount } from '../state/accounts';
import { fileFeedback } from '../state/feedback';
import { answer } from './answer';

/** PUT /wps/feedback: anyone may send one; with a token it is filed under the member. */
export function answerFeedbackCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.sendFeedback, (input, { session }) => {
    const account = session ? findAccount(sandbox, session.username) : undefined;
    return fileFeedback(sandbox, account?.username ?? null, input);
  });
}
