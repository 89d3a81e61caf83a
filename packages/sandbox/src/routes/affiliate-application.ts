import { platformCalls } from '@lobbykit/api-client/client';
import { checkAffiliateApplication } from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { answer } from './answer';

const APPLICATIONS = 'affiliate-applications';

/**
 * POST /wps/agent/affiliate/apply: files an affiliate application after the domain's checks (a broken rule is refused
 * with its key and every issue in `value.issues`) and answers its reference. With a token it carries the username.
 */
export function answerAffiliateApplicationCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.applyAffiliate, (input, { session }) => {
    const issues = checkAffiliateApplication(input);
    const [first] = issues;
    if (first) throw new Rejection(first.key, { value: { issues } });
    const receivedAt = sandbox.now();
    const referenceNo = `AF${String(sandbox.store.list(APPLICATIONS).length + 1).padStart(6, '0')}`;
    sandbox.store.put(APPLICATIONS, referenceNo, {
      referenceNo,
      username: session?.username ?? null,
      ...input,
      receivedAt,
    });
    return { referenceNo, receivedAt };
  });
}
