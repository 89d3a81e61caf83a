import { getConsolidated } from '@lobbykit/api-client';
import { type AgentCentrePage, agentCentrePages, DEFAULT_AGENT_CENTRE_PAGE, readContractFlags } from '@lobbykit/domain';
import { AGENT_CENTRE_PAGE_KEYS, useT } from '@lobbykit/i18n';
import { type ComponentType, useCallback, useId } from 'react';
import { CentreComingSoon } from '../../centres/centre-coming-soon';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { DialogFrame, useCloseOnEscape } from '../../platform/dialog-frame';
import { CallProblem } from '../../platform/feedback/call-problem';
import { ChunkLoading } from '../../platform/feedback/chunk-loading';
import { Modal } from '../../primitives/modal/modal';
import { WarningDialog } from '../../primitives/warning-dialog/warning-dialog';
import { AgentCentreNav } from './agent-centre-nav';
import { AgentClock } from './agent-clock';
import { useAgentCentreGate } from './use-agent-centre-gate';

/** The agent centre's pages, each a component of this feature (or a lazy chunk of one): the frame shows them. */
export type AgentCentrePages = Partial<Record<AgentCentrePage, ComponentType<AgentCentrePageProps>>>;

export type AgentCentreDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open page (default agentTeamOverview); a contract page whose flag is off shows the default instead. */
  page?: AgentCentrePage;
  onPageChange: (page: AgentCentrePage) => void;
  pages: AgentCentrePages;
};

/** The full-size centre's panel, for its frame before the settings arrive (the same place the modal stands). */
export const AGENT_CENTRE_PANEL =
  'inset-0 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:h-[88dvh] sm:w-[calc(100%-2rem)] sm:max-w-[1200px] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border';

function CentreLoading({ onClose }: { onClose: () => void }) {
  const t = useT();
  useCloseOnEscape(onClose);
  return (
    <DialogFrame title={t('agent_centre_title')} className={AGENT_CENTRE_PANEL} data-slot="agent-centre-loading">
      <ChunkLoading className="flex-1 px-5 py-10" />
    </DialogFrame>
  );
}

/**
 * The agent centre (SPEC §2): shown once its settings (consolidated) have loaded, with a close button, the agent
 * clock in its header, its page list in order (dividend, daily and hourly salary only when their flag is on) and the
 * open page beside it: a full-height sheet with the list as a row of pills on a phone, a side list from `lg` up. A
 * page without a component says plainly that it is coming. Only agents enter (SPEC §4, §6): a visitor gets the
 * login popup, anyone else 'Non-agents cannot log in'.
 */
export function AgentCentreDialog({
  open,
  onOpenChange,
  page = DEFAULT_AGENT_CENTRE_PAGE,
  onPageChange,
  pages,
}: AgentCentreDialogProps) {
  const t = useT();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const access = useAgentCentreGate(open, close);
  if (!open || access === 'login') return null;
  if (access === 'undecided') return <CentreLoading onClose={close} />;
  if (access === 'not-agent') {
    return (
      <WarningDialog
        name="agentCentreRefused"
        open
        onOpenChange={onOpenChange}
        title={t('agent_centre_title')}
        message={t('error_not_agent')}
        confirmLabel={t('ok')}
        closeLabel={t('close')}
      />
    );
  }
  return <AgentCentreFrame onOpenChange={onOpenChange} page={page} onPageChange={onPageChange} pages={pages} />;
}

function AgentCentreFrame({
  onOpenChange,
  page,
  onPageChange,
  pages,
}: Omit<AgentCentreDialogProps, 'open' | 'page'> & { page: AgentCentrePage }) {
  const t = useT();
  const titleId = useId();
  const settings = useCallQuery(getConsolidated);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // Shown once the settings have loaded (SPEC §2), or have failed: a retry then keeps the modal, not the frame.
  if (!settings.data && !settings.isError && settings.errorUpdatedAt === 0) return <CentreLoading onClose={close} />;

  const listed = settings.data ? agentCentrePages(readContractFlags(settings.data)) : [];
  const shown = listed.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE;
  const Page = pages[shown];
  return (
    <Modal
      name="agentCentre"
      open
      onOpenChange={onOpenChange}
      title={t('agent_centre_title')}
      description={<AgentClock />}
      closeLabel={t('close')}
      size="full"
    >
      {settings.isError ? (
        <CallProblem
          error={settings.error}
          onRetry={() => void settings.refetch()}
          className="justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text"
        />
      ) : !settings.data ? (
        <ChunkLoading className="px-5 py-10" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6" data-slot="agent-centre">
          <AgentCentreNav pages={listed} page={shown} onSelect={onPageChange} />
          <section aria-labelledby={titleId} data-page={shown} className="min-w-0">
            <h2 id={titleId} className="mb-4 font-bold text-xl">
              {t(AGENT_CENTRE_PAGE_KEYS[shown])}
            </h2>
            {Page ? <Page key={shown} openPage={onPageChange} /> : <CentreComingSoon />}
          </section>
        </div>
      )}
    </Modal>
  );
}
