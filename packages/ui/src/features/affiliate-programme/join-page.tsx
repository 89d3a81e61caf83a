import { applyAffiliate, isPlatformError } from '@lobbykit/api-client';
import {
  AFFILIATE_CHANNELS,
  type AffiliateApplicationIssue,
  type AffiliateChannel,
  checkAffiliateApplication,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { usePageMeta } from '../../platform/use-page-meta';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';

/** Props of {@link JoinPage}. */
export type JoinPageProps = {
  /** The page's heading and document title, e.g. "Affiliates". */
  title: string;
  className?: string;
};

const control = cn(
  'w-full rounded-md border border-border bg-surface-2 px-3 text-base text-text placeholder:text-text-muted sm:text-sm',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-0',
  'disabled:opacity-60 aria-invalid:border-danger',
);

const BENEFITS = [
  {
    title: 'join_benefit_contracts_title',
    detail: 'join_benefit_contracts',
    icon: 'M4 19h16M6 16V9m4 7V5m4 11v-6m4 6V7',
  },
  {
    title: 'join_benefit_link_title',
    detail: 'join_benefit_link',
    icon: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1m2 4a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  },
  { title: 'join_benefit_centre_title', detail: 'join_benefit_centre', icon: 'M4 5h16v14H4zM4 9h16M9 9v10' },
] as const;

const STEPS = ['join_step_1', 'join_step_2', 'join_step_3'] as const;

/**
 * `/join` (SPEC §2 "join us"): the affiliate programme — what an affiliate earns and gets, how joining works — and the
 * affiliate application (the catalogue's "Apply to become an affiliate"), checked with the domain's rules and sent
 * once through `applyAffiliate`; the applicant gets a reference to quote.
 */
export function JoinPage({ title, className }: JoinPageProps) {
  const t = useT();
  usePageMeta(title, t('join_intro'));
  const headingId = useId();
  const formHeadingId = useId();
  return (
    <section
      data-slot="join-page"
      aria-labelledby={headingId}
      className={cn('mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-3 py-5 sm:px-5 sm:py-8', className)}
    >
      <header className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-gradient-to-br from-surface-2 to-surface-1 p-5 sm:p-8">
        <h1 id={headingId} className="font-bold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="font-semibold text-lg text-gold sm:text-xl">{t('join_headline')}</p>
        <p className="max-w-2xl text-sm text-text-muted sm:text-base">{t('join_intro')}</p>
        <Button
          onClick={() => {
            const form = document.getElementById('join-apply');
            form?.scrollIntoView?.({ block: 'start' });
            form?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
          }}
        >
          {t('affiliate_apply')}
        </Button>
      </header>

      <section aria-labelledby={`${headingId}-benefits`} className="flex flex-col gap-3">
        <h2 id={`${headingId}-benefits`} className="font-bold text-xl">
          {t('join_benefits_title')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex flex-col gap-2 rounded-xl border border-border bg-surface-1 p-5">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-7 text-accent"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={benefit.icon} />
              </svg>
              <h3 className="font-semibold">{t(benefit.title)}</h3>
              <p className="text-sm text-text-muted">{t(benefit.detail)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <section aria-labelledby={`${headingId}-steps`} className="flex flex-col gap-3">
          <h2 id={`${headingId}-steps`} className="font-bold text-xl">
            {t('join_steps_title')}
          </h2>
          <ol className="flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-contrast text-sm tabular-nums"
                >
                  {index + 1}
                </span>
                <p className="pt-0.5 text-sm sm:text-base">{t(step)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          id="join-apply"
          aria-labelledby={formHeadingId}
          className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-border bg-surface-1 p-5 sm:p-6"
        >
          <h2 id={formHeadingId} className="font-bold text-xl">
            {t('affiliate_apply')}
          </h2>
          <ApplicationForm />
        </section>
      </div>
    </section>
  );
}

function ApplicationForm() {
  const t = useT();
  const id = useId();
  const apply = useCallMutation(applyAffiliate);
  const sending = useRef(false);
  const [draft, setDraft] = useState({ name: '', contact: '', channel: '', note: '' });
  const [issues, setIssues] = useState<AffiliateApplicationIssue[]>([]);
  // Why it was not sent, as the platform's key, worded at render: it reads in the language shown.
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ referenceNo: string; name: string; contact: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const issueOf = (field: AffiliateApplicationIssue['field']) => {
    const issue = issues.find((entry) => entry.field === field);
    return issue ? t.message(issue) : undefined;
  };
  const set = (field: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = checkAffiliateApplication(draft);
    setIssues(found);
    setProblem(null);
    if (found[0]) {
      form.current?.querySelector<HTMLElement>(`[name="${found[0].field}"]`)?.focus();
      return;
    }
    sending.current = true;
    try {
      const answer = await apply.mutateAsync({
        name: draft.name.trim(),
        contact: draft.contact.trim(),
        channel: draft.channel as AffiliateChannel,
        ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
      });
      setReceipt({ referenceNo: answer.referenceNo, name: draft.name.trim(), contact: draft.contact.trim() });
    } catch (error) {
      setProblem(isPlatformError(error) ? error.messageKey : 'unknown_error');
    } finally {
      sending.current = false;
    }
  }

  if (receipt)
    return (
      <div
        role="status"
        data-slot="join-sent"
        className="flex flex-col gap-2 rounded-lg border border-success/50 bg-surface-2 p-5"
      >
        <p className="font-semibold text-lg">{t('join_sent_title')}</p>
        <p className="text-sm">
          {t('join_sent', { name: receipt.name, reference: receipt.referenceNo, contact: receipt.contact })}
        </p>
      </div>
    );

  const pending = apply.isPending;
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-text-muted">{t('join_form_intro')}</p>
      <TextField
        label={t('join_name')}
        name="name"
        autoComplete="name"
        value={draft.name}
        disabled={pending}
        error={issueOf('name')}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={t('join_contact')}
        name="contact"
        autoComplete="email"
        value={draft.contact}
        disabled={pending}
        error={issueOf('contact')}
        hint={t('join_contact_hint')}
        onChange={(event) => set('contact')(event.target.value)}
      />
      <Field id={`${id}-channel`} label={t('join_channel')} error={issueOf('channel')}>
        <select
          id={`${id}-channel`}
          name="channel"
          value={draft.channel}
          disabled={pending}
          aria-invalid={issueOf('channel') ? true : undefined}
          aria-describedby={issueOf('channel') ? `${id}-channel-error` : undefined}
          onChange={(event) => set('channel')(event.currentTarget.value)}
          className={cn(control, 'h-11')}
        >
          <option value="">{t('join_channel_choose')}</option>
          {AFFILIATE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`join_channel_${channel}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-note`} label={t('join_note')} optional={t('optional')} error={issueOf('note')}>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          value={draft.note}
          disabled={pending}
          aria-invalid={issueOf('note') ? true : undefined}
          aria-describedby={issueOf('note') ? `${id}-note-error` : undefined}
          onChange={(event) => set('note')(event.currentTarget.value)}
          className={cn(control, 'min-h-24 resize-y py-2')}
        />
      </Field>
      {problem ? <FormAlert>{t.message({ key: problem })}</FormAlert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t('join_sending') : t('join_submit')}
      </Button>
    </form>
  );
}

function Field({
  id,
  label,
  optional,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
        {optional ? <span className="ms-1.5 font-normal text-text-muted">({optional})</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} data-slot="field-error" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
