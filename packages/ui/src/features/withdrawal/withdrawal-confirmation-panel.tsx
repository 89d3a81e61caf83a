import { confirmWithdrawal, isPlatformError, type Withdrawal } from '@lobbykit/api-client';
import {
  checkImageUpload,
  checkWithdrawalConfirmation,
  IMAGE_UPLOAD_RULE,
  type WithdrawalConfirmationChoice,
} from '@lobbykit/domain';
import { type KeyedMessage, type MessageKey, useFormat, useT } from '@lobbykit/i18n';
import { useId, useRef, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { ImagePicker } from '../../primitives/image-picker/image-picker';
import { cn } from '../../styling/cn';
import { readProofImages } from './read-proof-images';

const CHOICES: readonly { choice: WithdrawalConfirmationChoice; label: MessageKey; hint: MessageKey }[] = [
  { choice: 'received', label: 'withdrawal_received', hint: 'withdrawal_received_hint' },
  { choice: 'not-received', label: 'withdrawal_not_received', hint: 'withdrawal_not_received_hint' },
  { choice: 'full-payment', label: 'withdrawal_full_payment', hint: 'withdrawal_full_payment_hint' },
];

/**
 * The withdrawal confirmation (SPEC §4): the payer marks a paid withdrawal received, not received (with png/jpg
 * proof, at most 3 of at most 5 MB) or full payment. Before anything is chosen it says plainly that an unanswered
 * payment counts as received after N minutes and that a forced receipt is not refunded; a review step comes before
 * the answer is sent, once.
 */
export function WithdrawalConfirmationPanel({
  withdrawal,
  onDone,
  onCancel,
}: {
  withdrawal: Withdrawal;
  onDone: (choice: WithdrawalConfirmationChoice) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { formatMoney, formatDateTimeWithZone } = useFormat();
  const titleId = useId();
  const confirmation = withdrawal.confirmation;
  const mutation = useCallMutation(confirmWithdrawal);
  const sending = useRef(false);
  const [choice, setChoice] = useState<WithdrawalConfirmationChoice | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  // Problems as messages (key and values), worded at render: they read in the language shown.
  const [problem, setProblem] = useState<KeyedMessage | null>(null);
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  const [sendProblem, setSendProblem] = useState<KeyedMessage | null>(null);
  const account = withdrawal.payoutAccount;
  const minutes =
    confirmation && withdrawal.settledAt !== null
      ? Math.round((confirmation.autoReceivedAt - withdrawal.settledAt) / 60_000)
      : null;

  function onContinue() {
    if (!choice) {
      setProblem({ key: 'withdrawal_choose_answer' });
      return;
    }
    const answerProblem = checkWithdrawalConfirmation({ choice, proofCount: files.length });
    if (answerProblem) {
      setProblem(answerProblem);
      return;
    }
    setProblem(null);
    setSendProblem(null);
    setStep('review');
  }

  async function send() {
    if (!choice || sending.current) return;
    sending.current = true;
    setSendProblem(null);
    try {
      const proofs = choice === 'not-received' ? await readProofImages(files) : [];
      await mutation.mutateAsync({ reference: withdrawal.reference, choice, proofs });
      onDone(choice);
    } catch (error) {
      setSendProblem({ key: isPlatformError(error) ? error.messageKey : 'unknown_error' });
    } finally {
      sending.current = false;
    }
  }

  const chosen = CHOICES.find((entry) => entry.choice === choice);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="withdrawal-confirmation"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-1 p-4"
    >
      <div className="flex flex-col gap-1">
        <h4 id={titleId} className="font-semibold">
          {t('withdrawal_confirm_title')}
        </h4>
        <p className="text-sm text-text-muted">
          {t('withdrawal_confirm_question', {
            amount: formatMoney(Number(withdrawal.amount)),
            account: `${account.bankName} ${account.accountNumber}`,
          })}
        </p>
      </div>

      <div role="note" className="flex flex-col gap-1 rounded-md border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
        {minutes !== null ? <p>{t('withdrawal_auto_received', { 0: minutes })}</p> : null}
        <p className="font-semibold text-gold">{t('withdrawal_forced_receipt')}</p>
        {confirmation ? (
          <p className="text-text-muted text-xs">
            {t('withdrawal_auto_received_at', { time: formatDateTimeWithZone(confirmation.autoReceivedAt) })}
          </p>
        ) : null}
      </div>

      {step === 'choose' ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('withdrawal_confirm_title')}</legend>
            {CHOICES.map((entry) => (
              <label
                key={entry.choice}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border border-border bg-surface-2 px-3 py-3',
                  'has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-focus',
                )}
              >
                <input
                  type="radio"
                  name={`${titleId}-choice`}
                  value={entry.choice}
                  checked={choice === entry.choice}
                  onChange={() => {
                    setChoice(entry.choice);
                    setProblem(null);
                  }}
                  className="mt-0.5 size-4 shrink-0 accent-(--color-accent)"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-sm">{t.dynamic(entry.label)}</span>
                  <span className="text-text-muted text-xs">{t.dynamic(entry.hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {choice === 'not-received' ? (
            <ImagePicker
              value={files}
              onValueChange={(next) => {
                setFiles(next);
                setProblem(null);
              }}
              accept={IMAGE_UPLOAD_RULE.accept}
              maxCount={IMAGE_UPLOAD_RULE.maxCount}
              check={(file, count) => {
                const refusal = checkImageUpload(file, count);
                return refusal ? t.message(refusal) : null;
              }}
              label={t('withdrawal_upload_proof')}
              hint={t('feedback_images_hint', { 0: IMAGE_UPLOAD_RULE.maxCount, 1: IMAGE_UPLOAD_RULE.maxMegabytes })}
              removeLabel={(name) => t('image_remove', { 0: name })}
            />
          ) : null}
          {problem ? <FormAlert>{t.message(problem)}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button onClick={onContinue}>{t('withdrawal_continue')}</Button>
          </div>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-text-muted">{t('withdrawal_your_answer')}</dt>
            <dd className="text-end font-semibold">{chosen ? t.dynamic(chosen.label) : null}</dd>
            {choice === 'not-received' ? (
              <>
                <dt className="text-text-muted">{t('withdrawal_upload_proof')}</dt>
                <dd className="text-end">{t('withdrawal_proof_count', { count: files.length })}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-sm">{t('withdrawal_answer_final')}</p>
          {sendProblem ? <FormAlert>{t.message(sendProblem)}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" disabled={mutation.isPending} onClick={() => setStep('choose')}>
              {t('back')}
            </Button>
            <Button
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              onClick={() => void send()}
            >
              {mutation.isPending ? t('loading') : t('withdrawal_send_answer')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
