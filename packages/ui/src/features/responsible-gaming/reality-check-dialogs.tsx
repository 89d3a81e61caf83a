import { useT } from '@lobbykit/i18n';
import { lazyDialog } from '../../platform/lazy-dialog';
import { usePlaySession } from '../../platform/responsible-gaming/play-session';
import { useSessionActions } from '../../platform/session-hooks';

// The dialogs' code (the modal, the figures) loads when one is first needed, not with the site's first paint.
const RealityCheckOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./reality-check-answer').then((module) => module.RealityCheckAnswer),
  { title: (t) => t('rg_reality_title') },
);
const SessionEndedOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('../../primitives/warning-dialog/warning-dialog').then((module) => module.WarningDialog),
  { title: (t) => t('rg_limit_session') },
);

// The check waits for an answer: nothing but "Continue" or "Log out" closes it.
const stayOpen = () => undefined;

/** The reality check's and the session end's dialogs, for {@link RealityCheck} once a member plays. */
export default function RealityCheckDialogs() {
  const t = useT();
  const play = usePlaySession();
  const session = useSessionActions();
  if (play.sessionTimeUp) {
    return (
      <SessionEndedOnDemand
        name="sessionTimeLimit"
        open
        onOpenChange={(open) => {
          if (open) return;
          play.acknowledgeSessionEnd();
          session.expire();
        }}
        title={t('rg_limit_session')}
        message={t('session_time_limit_ended')}
        confirmLabel={t('ok')}
        closeLabel={t('close')}
      />
    );
  }
  if (!play.summary || !play.realityCheckDue) return null;
  return <RealityCheckOnDemand open onOpenChange={stayOpen} />;
}
