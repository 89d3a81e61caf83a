import {
  FEEDBACK_WORD_RANGE,
  type FeedbackImageInput,
  isPlatformError,
  sendFeedback,
  toFeedbackImage,
} from '@lobbykit/api-client';
import {
  checkFeedback,
  checkImageUpload,
  countWords,
  FEEDBACK_REMARK_MAX_LENGTH,
  type FeedbackIssue,
  IMAGE_UPLOAD_RULE,
} from '@lobbykit/domain';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import type { OnDemandDialogProps } from '../../platform/lazy-dialog';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { ImagePicker } from '../../primitives/image-picker/image-picker';
import { Modal } from '../../primitives/modal/modal';
import { cn } from '../../styling/cn';

type Category = 'suggestion' | 'complaint' | 'bug' | 'other';

const CATEGORIES = {
  suggestion: 'feedback_category_suggestion',
  complaint: 'feedback_category_complaint',
  bug: 'feedback_category_bug',
  other: 'feedback_category_other',
} as const satisfies Record<Category, MessageKey>;

const control = cn(
  'w-full rounded-md border border-border bg-surface-2 px-3 text-base text-text placeholder:text-text-muted sm:text-sm',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-0',
  'disabled:opacity-60 aria-invalid:border-danger',
);

/**
 * Feedback (SPEC §1, §5): what it is about, the content within the word range, an optional remark of at most 140
 * characters and up to 3 png/jpg images of at most 5 MB each, previewed and removable. The rules are the domain's
 * (`checkFeedback`, `checkImageUpload`); it is sent once, and ends in a thank-you with the feedback's reference.
 */
export function FeedbackDialog({ open, onOpenChange }: OnDemandDialogProps) {
  const t = useT();
  const [receipt, setReceipt] = useState<string | null>(null);
  return (
    <Modal
      data-slot="feedback-dialog"
      name="feedbackModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('feedback')}
      description={receipt ? undefined : t('feedback_intro')}
      closeLabel={t('close')}
    >
      {receipt ? (
        <FeedbackSent id={receipt} onClose={() => onOpenChange(false)} />
      ) : (
        <FeedbackForm onSent={setReceipt} />
      )}
    </Modal>
  );
}

function FeedbackForm({ onSent }: { onSent: (id: string) => void }) {
  const t = useT();
  const id = useId();
  const send = useCallMutation(sendFeedback);
  const sending = useRef(false);
  const [category, setCategory] = useState<Category>('suggestion');
  const [content, setContent] = useState('');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [issues, setIssues] = useState<FeedbackIssue[]>([]);
  // Why it was not sent, as the platform's key, worded at render: it reads in the language shown.
  const [problem, setProblem] = useState<string | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const remarkRef = useRef<HTMLInputElement>(null);
  const issueOf = (field: FeedbackIssue['field']) => {
    const issue = issues.find((entry) => entry.field === field);
    return issue ? t.message(issue) : null;
  };
  const contentError = issueOf('content');
  const remarkError = issueOf('remark');
  const imagesError = issueOf('images');
  const words = countWords(content);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = checkFeedback({ content, remark, images: files }, FEEDBACK_WORD_RANGE);
    setIssues(found);
    setProblem(null);
    if (found.length > 0) {
      if (found[0]?.field === 'content') contentRef.current?.focus();
      else if (found[0]?.field === 'remark') remarkRef.current?.focus();
      return;
    }
    sending.current = true;
    try {
      const images: FeedbackImageInput[] = await Promise.all(files.map((file) => toFeedbackImage(file)));
      const answer = await send.mutateAsync({
        category,
        content: content.trim(),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        images,
      });
      onSent(answer.feedbackId);
    } catch (error) {
      setProblem(isPlatformError(error) ? error.messageKey : 'unknown_error');
    } finally {
      sending.current = false;
    }
  }

  const pending = send.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-slot="feedback-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="font-medium text-sm">
          {t('feedback_category')}
        </label>
        <select
          id={`${id}-category`}
          value={category}
          disabled={pending}
          onChange={(event) => setCategory(event.currentTarget.value as Category)}
          className={cn(control, 'h-11')}
        >
          {(Object.keys(CATEGORIES) as Category[]).map((option) => (
            <option key={option} value={option}>
              {t(CATEGORIES[option])}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="font-medium text-sm">
          {t('feedback_content')}
        </label>
        <textarea
          ref={contentRef}
          id={`${id}-content`}
          rows={5}
          value={content}
          disabled={pending}
          placeholder={t('feedback_placeholder')}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-content-count ${id}-content-error` : `${id}-content-count`}
          onChange={(event) => setContent(event.currentTarget.value)}
          className={cn(control, 'min-h-32 resize-y py-2')}
        />
        <p id={`${id}-content-count`} className="text-end text-text-muted text-xs tabular-nums">
          {t('feedback_word_count', {
            count: words,
            min: FEEDBACK_WORD_RANGE.minWords,
            max: FEEDBACK_WORD_RANGE.maxWords,
          })}
        </p>
        {contentError ? (
          <p id={`${id}-content-error`} data-slot="field-error" className="text-danger text-sm">
            {contentError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-remark`} className="font-medium text-sm">
          {t('feedback_remark')}
          <span className="ms-1.5 font-normal text-text-muted text-xs">({t('optional')})</span>
        </label>
        <input
          ref={remarkRef}
          id={`${id}-remark`}
          value={remark}
          disabled={pending}
          aria-invalid={remarkError ? true : undefined}
          aria-describedby={remarkError ? `${id}-remark-count ${id}-remark-error` : `${id}-remark-count`}
          onChange={(event) => setRemark(event.currentTarget.value)}
          className={cn(control, 'h-11')}
        />
        <p
          id={`${id}-remark-count`}
          className={cn(
            'text-end text-xs tabular-nums',
            remark.length > FEEDBACK_REMARK_MAX_LENGTH ? 'text-danger' : 'text-text-muted',
          )}
        >
          {remark.length}/{FEEDBACK_REMARK_MAX_LENGTH}
        </p>
        {remarkError ? (
          <p id={`${id}-remark-error`} data-slot="field-error" className="text-danger text-sm">
            {remarkError}
          </p>
        ) : null}
      </div>

      <ImagePicker
        value={files}
        onValueChange={(next) => {
          setFiles(next);
          setIssues((current) => current.filter((issue) => issue.field !== 'images'));
        }}
        accept={IMAGE_UPLOAD_RULE.accept}
        maxCount={IMAGE_UPLOAD_RULE.maxCount}
        check={(file, chosen) => {
          const refusal = checkImageUpload(file, chosen);
          return refusal ? t.message(refusal) : null;
        }}
        label={t('feedback_add_image')}
        hint={t('feedback_images_hint', { 0: IMAGE_UPLOAD_RULE.maxCount, 1: IMAGE_UPLOAD_RULE.maxMegabytes })}
        removeLabel={(name) => t('image_remove', { 0: name })}
        error={imagesError}
        disabled={pending}
      />

      {problem ? <FormAlert>{t.message({ key: problem })}</FormAlert> : null}
      <Button type="submit" className="w-full sm:ms-auto sm:w-auto" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('loading') : t('feedback_send')}
      </Button>
    </form>
  );
}

function FeedbackSent({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center" data-slot="feedback-sent">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="font-bold text-lg">{t('feedback_sent_title')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('feedback_sent', { id })}</p>
      <Button className="mt-2 w-full sm:w-40" onClick={onClose}>
        {t('ok')}
      </Button>
    </div>
  );
}
