import type { RefusalMessage } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { useRefusalText } from '../refusal-text';

/** An amount the platform sent ('1234.50') with the currency label, in tabular figures. */
export function Money({ value, className }: { value: string; className?: string }) {
  const { formatMoney } = useFormat();
  return <span className={cn('whitespace-nowrap tabular-nums', className)}>{formatMoney(Number(value))}</span>;
}

/** The formatted form of an amount for a sentence ('Move 100.00 VND from …'). */
export function useMoneyText(): (value: string) => string {
  const { formatMoney } = useFormat();
  return (value) => formatMoney(Number(value));
}

/**
 * A money refusal, failure or rule's message in the catalogue's words, its money figures in the player's format
 * with the currency label ('The minimum is 100.00 VND') and its moments as dates; a vendor's maintenance is said as a
 * wallet's.
 */
export function useMoneyMessage(): (message: RefusalMessage) => string {
  const t = useT();
  const text = useRefusalText();
  return (message) => (message.key === 'game_maintenance' ? t('wallet_vendor_maintenance') : text(message));
}

/** What a money action answered: a failure (with the note that nothing typed was lost) or a success. */
export function MoneyNotice({
  tone,
  children,
  className,
}: {
  tone: 'failure' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role={tone === 'failure' ? 'alert' : 'status'}
      data-slot="money-notice"
      data-tone={tone}
      className={cn(
        'flex gap-3 rounded-md border px-4 py-3 text-sm',
        tone === 'failure' ? 'border-danger/50 bg-danger-surface' : 'border-success/40 bg-success/10',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', tone === 'failure' ? 'text-danger' : 'text-success')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {tone === 'failure' ? (
          <path d="M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />
        ) : (
          <path d="M5 12l4 4 10-10" />
        )}
      </svg>
      <div className="min-w-0">
        <p className="font-medium">{children}</p>
        {tone === 'failure' ? <p className="mt-1 text-text-muted text-xs">{t('cashier_failed_kept')}</p> : null}
      </div>
    </div>
  );
}

/**
 * The confirmation step of a money action, so nothing moves money unseen: what will happen, in rows, before anything is sent. Confirm
 * is disabled while the request is on its way (a second press sends nothing); Change goes back to the form as typed.
 */
export function MoneyConfirm({
  rows,
  summary,
  pending,
  onConfirm,
  onEdit,
  failure,
}: {
  rows: { label: string; value: ReactNode }[];
  summary: string;
  pending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
  /** A refusal or failure to show above the buttons. */
  failure?: RefusalMessage | null;
}) {
  const t = useT();
  const message = useMoneyMessage();
  return (
    <section
      aria-label={t('cashier_confirm_title')}
      data-slot="money-confirm"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
    >
      <div>
        <h3 className="font-semibold text-base">{t('cashier_confirm_title')}</h3>
        <p className="mt-1 text-sm text-text-muted">{summary}</p>
      </div>
      <dl className="divide-y divide-border rounded-md border border-border bg-surface-1">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 px-4 py-2.5 text-sm">
            <dt className="text-text-muted">{row.label}</dt>
            <dd className="min-w-0 text-end font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      {failure ? <MoneyNotice tone="failure">{message(failure)}</MoneyNotice> : null}
      <p className="text-text-muted text-xs">{t('cashier_confirm_hint')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onEdit} disabled={pending}>
          {t('cashier_edit')}
        </Button>
        <Button variant="gold" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('cashier_sending') : t('cashier_confirm')}
        </Button>
      </div>
    </section>
  );
}
