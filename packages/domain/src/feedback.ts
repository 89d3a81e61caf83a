import type { DomainMessage } from './message-keys';

/** Longest feedback remark, in characters (SPEC §5, §9). */
export const FEEDBACK_REMARK_MAX_LENGTH = 140;
/** Longest activity comment, in characters (SPEC §5). */
export const ACTIVITY_COMMENT_MAX_LENGTH = 140;
/** Most images a feedback may attach (SPEC §5, §9). */
export const FEEDBACK_MAX_IMAGES = 3;
/** Largest image, in bytes: 5 MB (SPEC §5, §9). */
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Image types a feedback accepts: png and jpg (SPEC §5). */
export const FEEDBACK_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** An attached image as a File gives it: name, MIME type and size in bytes. */
export interface FeedbackImage {
  name: string;
  type?: string;
  size: number;
}

/** A feedback as the player fills it in (SPEC §1). */
export interface FeedbackDraft {
  content: string;
  remark?: string;
  images?: readonly FeedbackImage[];
}

/** A feedback problem on one field. */
export type FeedbackIssue = DomainMessage & { field: 'content' | 'remark' | 'images' };

/** Counts the words of a text: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** True for a png or jpg image, by MIME type or, when the type is empty, by file extension (SPEC §5). */
export function isAcceptedImage(image: FeedbackImage): boolean {
  if (image.type) return FEEDBACK_IMAGE_TYPES.includes(image.type);
  return /\.(png|jpe?g)$/i.test(image.name);
}

/**
 * Checks a feedback (SPEC §5): content not empty and within minWords–maxWords words, remark at most 140
 * characters, at most 3 png/jpg images of at most 5 MB each. Returns every problem found.
 */
export function checkFeedback(draft: FeedbackDraft, words: { minWords: number; maxWords: number }): FeedbackIssue[] {
  const issues: FeedbackIssue[] = [];
  const count = countWords(draft.content);
  if (count === 0) issues.push({ field: 'content', key: 'not_empty' });
  else if (count < words.minWords || count > words.maxWords) {
    issues.push({ field: 'content', key: 'feedback_word_range', params: { 0: words.minWords, 1: words.maxWords } });
  }
  if ((draft.remark ?? '').length > FEEDBACK_REMARK_MAX_LENGTH) {
    issues.push({ field: 'remark', key: 'remark_too_long', params: { 0: FEEDBACK_REMARK_MAX_LENGTH } });
  }
  const images = draft.images ?? [];
  if (images.length > FEEDBACK_MAX_IMAGES) {
    issues.push({ field: 'images', key: 'too_many_images', params: { 0: FEEDBACK_MAX_IMAGES } });
  }
  if (images.some((image) => !isAcceptedImage(image))) issues.push({ field: 'images', key: 'image_type_invalid' });
  if (images.some((image) => image.size > FEEDBACK_MAX_IMAGE_BYTES)) {
    issues.push({ field: 'images', key: 'image_too_large', params: { 0: 5 } });
  }
  return issues;
}

/** Checks an activity comment: at most 140 characters (SPEC §5). */
export function checkActivityComment(comment: string): DomainMessage | null {
  return comment.length > ACTIVITY_COMMENT_MAX_LENGTH
    ? { key: 'activity_comment_too_long', params: { 0: ACTIVITY_COMMENT_MAX_LENGTH } }
    : null;
}
