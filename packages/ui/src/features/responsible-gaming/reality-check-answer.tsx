import { useEffect, useState } from 'react';
import type { OnDemandDialogProps } from '../../platform/lazy-dialog';
import { useElapsedSeconds, usePlaySession } from '../../platform/responsible-gaming/play-session';
import { useSessionActions } from '../../platform/session-hooks';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The reality check's dialog over the playing session: its time, ticking, and its result (read again as it opens),
 * until the player answers. {@link RealityCheck} mounts it when a check falls due.
 */
export function RealityCheckAnswer(_props: OnDemandDialogProps) {
  const play = usePlaySession();
  const session = useSessionActions();
  const due = play.realityCheckDue;
  const elapsed = useElapsedSeconds(due);
  const [leaving, setLeaving] = useState(false);
  const { refresh } = play;

  useEffect(() => {
    if (due) refresh();
  }, [due, refresh]);

  if (!due || !play.summary) return null;
  return (
    <RealityCheckDialog
      open
      elapsedSeconds={elapsed ?? play.summary.elapsedSeconds}
      figures={play.summary}
      pending={leaving}
      onContinue={play.continuePlaying}
      onLogOut={() => {
        setLeaving(true);
        void session.signOut().finally(() => setLeaving(false));
      }}
    />
  );
}
