import { FEEDBACK_WORD_RANGE, type FeedbackImageInput } from '@lobbykit/api-client';
import { checkFeedback } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { sendMessage } from './inbox';

/** A feedback as received. */
export interface FeedbackInput {
  category: string;
  content: string;
  remark?: string | undefined;
  images: FeedbackImageInput[];
}

const FEEDBACK = 'feedback';
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes a base64 text decodes to, without decoding it. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * Files a feedback after the checks of SPEC §5 (checkFeedback of @lobbykit/domain over FEEDBACK_WORD_RANGE). An
 * image whose data does not match its declared type and size is refused as invalid_request first; a broken rule
 * is refused with its message key and every issue in `value.issues`. The images' bytes are not kept.
 */
export function fileFeedback(context: SandboxContext, username: string | null, input: FeedbackInput) {
  for (const image of input.images) {
    const match = DATA_URL.exec(image.dataUrl);
    if (!match || match[1] !== image.type || match[2]?.length === undefined || match[2].length % 4 !== 0) {
      throw new Rejection('invalid_request', { status: 400, value: { field: 'images' } });
    }
    if (decodedLength(match[2]) !== image.size)
      throw new Rejection('invalid_request', { status: 400, value: { field: 'images' } });
  }
  const issues = checkFeedback(
    {
      content: input.content,
      remark: input.remark,
      images: input.images.map(({ name, type, size }) => ({ name, type, size })),
    },
    FEEDBACK_WORD_RANGE,
  );
  const [first] = issues;
  if (first) throw new Rejection(first.key, { value: { issues } });
  const receivedAt = context.now();
  const feedbackId = `FB${String(context.store.list(FEEDBACK).length + 1).padStart(6, '0')}`;
  context.store.transaction(() => {
    context.store.put(FEEDBACK, feedbackId, {
      feedbackId,
      username,
      category: input.category,
      content: input.content,
      remark: input.remark ?? null,
      images: input.images.map(({ name, type, size }) => ({ name, type, size })),
      receivedAt,
    });
    if (username) {
      sendMessage(context, username, {
        title: 'Thank you for your feedback',
        content: `<p>We received your feedback ${feedbackId} and will get back to you.</p>`,
        category: 'system',
      });
    }
  });
  return { feedbackId, receivedAt };
}
