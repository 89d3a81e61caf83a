import type { MemberCentrePage } from '@lobbykit/domain';
import { type ReactNode, useCallback, useState } from 'react';
import { MemberCentreDialog, type MemberCentrePages } from '../features/member-centre/member-centre-dialog';
import { useMemberCentreGate } from '../features/member-centre/use-member-centre-gate';
import { AuthStoryHarness } from './auth-story-harness';
import { SignedInStory } from './signed-in-story';

function GatedCentre({ start, pages }: { start: MemberCentrePage; pages: MemberCentrePages }) {
  // The story's stand-in for the site's `?mc=` address: the open page, or null when closed.
  const [page, setPage] = useState<MemberCentrePage | null>(start);
  const close = useCallback(() => setPage(null), []);
  const allowed = useMemberCentreGate(page, close);
  return (
    <>
      <p data-testid="address" data-mc={page ?? ''} translate="no" className="p-4 text-sm text-text-muted">
        {page ? `?mc=${page}` : 'closed'}
      </p>
      {allowed && page ? (
        <MemberCentreDialog
          open
          onOpenChange={(open) => !open && close()}
          page={page}
          onPageChange={setPage}
          pages={pages}
        />
      ) : null}
    </>
  );
}

/** Stories only: the member centre as the site opens it, behind its gate, for a seeded account or a visitor. */
export function CentreStory({
  start = 'securityCenter',
  pages = {},
  account = { username: 'player1', password: 'Player123' },
}: {
  start?: MemberCentrePage;
  pages?: MemberCentrePages;
  /** null: a visitor. */
  account?: { username: string; password: string } | null;
}): ReactNode {
  const centre = <GatedCentre start={start} pages={pages} />;
  return (
    <AuthStoryHarness>
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
