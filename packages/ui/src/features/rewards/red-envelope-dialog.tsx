import { type Activity, claimRafflePromotion, type PlatformError } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { Modal } from '../../primitives/modal/modal';
import { cn } from '../../styling/cn';

/** Props of {@link RedEnvelopeDialog}. */
export type RedEnvelopeDialogProps = {
  /** The raffle to draw; null keeps the dialog closed. */
  raffle: Activity | null;
  onClose: () => void;
  /** Told once the prize is drawn and paid, with its amount. */
  onDrawn?: (prize: { title: string; amount: number }) => void;
};

/**
 * The red envelope (named in the catalogue, SPEC §2): a raffle's prize drawn at claim (MCS2_claimRafflePromotion)
 * as a small celebration. The player opens the envelope, which draws the prize once (a money action: one send per
 * intent, the same idempotency key on a retry), and the envelope opens on the amount paid to the main wallet. The
 * flap and the card move only when motion is welcome.
 */
export function RedEnvelopeDialog({ raffle, onClose, onDrawn }: RedEnvelopeDialogProps) {
  const t = useT();
  const { formatMoney } = useFormat();
  const draw = useMoneyAction(claimRafflePromotion);
  const [prize, setPrize] = useState<number | null>(null);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const opened = prize !== null;

  function close() {
    setPrize(null);
    setProblem(null);
    onClose();
  }

  function open() {
    if (!raffle) return;
    setProblem(null);
    draw.send(
      { promotionId: raffle.id },
      {
        onSuccess: (result) => {
          const amount = Number(result.bonus.amount);
          setPrize(amount);
          onDrawn?.({ title: raffle.title, amount });
        },
        onError: setProblem,
      },
    );
  }

  return (
    <Modal
      data-slot="red-envelope-dialog"
      name="redEnvelopeModal"
      size="fit"
      open={raffle !== null}
      onOpenChange={(next) => !next && close()}
      title={opened ? t('raffle_won_title') : t('red_envelope')}
      closeLabel={t('close')}
    >
      {raffle ? (
        <div className="flex flex-col items-center gap-4 text-center sm:w-80" data-slot="red-envelope">
          <Envelope opened={opened} amount={prize === null ? null : formatMoney(prize)} />
          <p role="status" className="text-sm text-text-muted">
            {opened
              ? t('raffle_won', { amount: formatMoney(prize), title: raffle.title })
              : t('red_envelope_intro', { title: raffle.title })}
          </p>
          {problem ? <FormAlert className="w-full">{t.message({ key: problem.messageKey })}</FormAlert> : null}
          {opened ? (
            <Button className="w-full" onClick={close}>
              {t('ok')}
            </Button>
          ) : (
            <Button
              variant="gold"
              className="w-full"
              disabled={draw.isPending}
              aria-busy={draw.isPending || undefined}
              onClick={open}
            >
              {draw.isPending ? t('loading') : t('red_envelope_open')}
            </Button>
          )}
        </div>
      ) : null}
    </Modal>
  );
}

/** The envelope itself: red with a gold seal; opened, its flap folds back and a card rises with the amount. */
function Envelope({ opened, amount }: { opened: boolean; amount: string | null }) {
  return (
    <div
      aria-hidden="true"
      data-state={opened ? 'open' : 'closed'}
      className="relative h-56 w-32 [perspective:600px]"
      data-slot="red-envelope-art"
    >
      <div
        className={cn(
          'absolute inset-x-3 bottom-4 flex h-24 items-center justify-center rounded-md border border-gold/60 bg-page px-1 shadow-raised',
          'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out',
          opened ? 'z-40 -translate-y-14' : 'z-0 translate-y-0',
        )}
      >
        {amount ? (
          <span className="break-all font-bold text-gold text-lg tabular-nums leading-tight">{amount}</span>
        ) : null}
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 z-10 h-40 rounded-lg bg-[linear-gradient(160deg,#d7263d,#8e0f22)] shadow-raised"
      />
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 top-16 z-20 h-16 origin-top rounded-t-lg bg-[linear-gradient(180deg,#e4394f,#b3162c)] [clip-path:polygon(0_0,100%_0,50%_100%)]',
          'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out',
          opened ? '[transform:rotateX(180deg)] opacity-60' : null,
        )}
      />
      {/* The seal's glyph is a picture, not words: a page translation leaves it. */}
      <span
        aria-hidden="true"
        translate="no"
        className={cn(
          'absolute top-[108px] left-1/2 z-30 flex size-10 -translate-x-1/2 items-center justify-center rounded-full bg-gold font-bold text-gold-contrast text-lg ring-4 ring-[#8e0f22]',
          'motion-safe:transition-opacity motion-safe:duration-200',
          opened ? 'opacity-0' : 'opacity-100',
        )}
      >
        福
      </span>
    </div>
  );
}
