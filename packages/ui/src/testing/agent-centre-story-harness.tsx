import type { AgentCentrePage, Clock } from '@lobbykit/domain';
import { type ReactNode, useCallback, useState } from 'react';
import { AgentCentreDialog, type AgentCentrePages } from '../features/agent-centre/agent-centre-dialog';
import { AuthStoryHarness } from './auth-story-harness';
import { SignedInStory } from './signed-in-story';

/** The seeded agent with a team (stories and e2e). */
export const STORY_AGENT = { username: 'agent1', password: 'Agent123' };

function OpenCentre({ start, pages }: { start: AgentCentrePage | undefined; pages: AgentCentrePages }) {
  // The story's stand-in for the site's state: the open page, or null when closed.
  const [page, setPage] = useState<AgentCentrePage | null>(start ?? 'agentTeamOverview');
  const close = useCallback(() => setPage(null), []);
  return (
    <>
      <p data-testid="agent-centre-state" data-page={page ?? ''} translate="no" className="p-4 text-sm text-text-muted">
        {page ? `agent centre: ${page}` : 'closed'}
      </p>
      <AgentCentreDialog
        open={page !== null}
        onOpenChange={(open) => !open && close()}
        page={page ?? undefined}
        onPageChange={setPage}
        pages={pages}
      />
    </>
  );
}

/** Stories only: the agent centre as the site opens it, behind its gate, for a seeded account or a visitor. */
export function AgentCentreStory({
  start,
  pages = {},
  account = STORY_AGENT,
  clock,
}: {
  start?: AgentCentrePage;
  pages?: AgentCentrePages;
  /** null: a visitor. */
  account?: { username: string; password: string } | null;
  /** Replaces `Date.now` for the kit's clock (story-clock): the centre's clock shows its time. */
  clock?: Clock;
}): ReactNode {
  const centre = <OpenCentre start={start} pages={pages} />;
  return (
    <AuthStoryHarness {...(clock ? { clock } : {})}>
      {account ? (
        <SignedInStory username={account.username} password={account.password}>
          {centre}
        </SignedInStory>
      ) : (
        centre
      )}
    </AuthStoryHarness>
  );
}

/** Stories only: an agent-centre page on its own, as the centre shows it, for the seeded agent. */
export function AgentPageStory({ children }: { children: ReactNode }) {
  return (
    <AuthStoryHarness>
      <SignedInStory username={STORY_AGENT.username} password={STORY_AGENT.password}>
        <div className="mx-auto w-full max-w-5xl p-3 sm:p-6">{children}</div>
      </SignedInStory>
    </AuthStoryHarness>
  );
}
