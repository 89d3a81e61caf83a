import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { Money } from '../../platform/money/money';
import { ElapsedTime, NetResult } from '../../platform/responsible-gaming/session-figures';
import { Button } from '../../primitives/button/button';
import {
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalRoot,
  ModalTitle,
} from '../../primitives/modal/modal';

/** Props of {@link RealityCheckDialog}. */
export type RealityCheckDialogProps = {
  open: boolean;
  /** How long this session has run, in seconds. */
  elapsedSeconds: number;
  /** This session's bets, wins and net result (wins less bets) as the platform sent them; null while they load. */
  figures: { bets: string; wins: string; net: string } | null;
  /** The player goes on playing: the next check comes after another interval. */
  onContinue: () => void;
  /** The player stops: the session ends. */
  onLogOut: () => void;
  /** Logging out is on its way: neither answer can be given twice. */
  pending?: boolean;
};

/**
 * The reality check: how long the session has run and how it stands (bets, wins, net), with "Continue" and "Log
 * out" of equal weight, side by side in the same style, so nothing nudges the player either way. It has no close
 * button and Escape does not dismiss it: the game behind it stays paused until the player answers.
 */
export function RealityCheckDialog({
  open,
  elapsedSeconds,
  figures,
  onContinue,
  onLogOut,
  pending = false,
}: RealityCheckDialogProps) {
  const t = useT();
  return (
    <ModalRoot open={open}>
      <ModalContent
        data-slot="reality-check-dialog"
        name="realityCheck"
        size="fit"
        onEscapeKeyDown={(event) => event.preventDefault()}
        // Focus starts on the dialog, not on either answer: Enter must not pick one for the player.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="sm:min-w-[400px]"
      >
        <ModalHeader>
          <div className="min-w-0 flex-1">
            <ModalTitle>{t('rg_reality_title')}</ModalTitle>
            <ModalDescription>
              {t('rg_reality_dialog_lead', { minutes: Math.floor(elapsedSeconds / 60) })}
            </ModalDescription>
          </div>
        </ModalHeader>
        <ModalBody className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border">
            <Figure label={t('rg_session_time')}>
              <ElapsedTime seconds={elapsedSeconds} />
            </Figure>
            <Figure label={t('rg_session_net')}>
              {figures ? <NetResult value={figures.net} /> : <FigureLoading />}
            </Figure>
            <Figure label={t('rg_session_bets')}>{figures ? <Money value={figures.bets} /> : <FigureLoading />}</Figure>
            <Figure label={t('rg_session_wins')}>{figures ? <Money value={figures.wins} /> : <FigureLoading />}</Figure>
          </dl>
          <p className="text-sm text-text-muted">{t('rg_reality_paused')}</p>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" disabled={pending} onClick={onContinue}>
              {t('rg_continue')}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onLogOut}
            >
              {t('rg_log_out')}
            </Button>
          </div>
        </ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 bg-surface-2 px-4 py-3">
      <dt className="text-text-muted text-xs">{label}</dt>
      <dd className="font-semibold text-lg">{children}</dd>
    </div>
  );
}

function FigureLoading() {
  return <span aria-hidden="true" className="block h-6 w-20 rounded bg-surface-3 motion-safe:animate-pulse" />;
}
