import { z } from 'zod/mini';
import { timestampSchema } from './records.schemas';

/**
 * The word range of a feedback's content (SPEC §5 leaves {0} and {1} open; our decision). Pass it to
 * `checkFeedback` of @lobbykit/domain; the sandbox checks the same range.
 */
export const FEEDBACK_WORD_RANGE = { minWords: 5, maxWords: 300 } as const;

/** What a feedback is about. */
export const feedbackCategorySchema = /* @__PURE__ */ z.enum(['suggestion', 'complaint', 'bug', 'other']);

/**
 * An attached image as it travels (our decision): inside the JSON body as a base64 `data:` URL, with the file's
 * name, declared MIME type and size in bytes. The platform refuses an image whose data does not match its
 * declared type or size (`invalid_request`), then applies the rules of SPEC §5 (png/jpg, at most 5 MB, at most 3).
 */
export const feedbackImageSchema = /* @__PURE__ */ z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  // Room for one image a little over 5 MB, so an oversize one is answered with image_too_large.
  dataUrl: z.string().check(z.startsWith('data:'), z.maxLength(8_000_000)),
});

/**
 * `PUT /wps/feedback` body. The shape is checked here; the rules (content word range, remark at most 140
 * characters, images) are checked with `checkFeedback` by the screen and again by the platform, which answers the
 * first broken rule's message key and every issue in `value.issues`.
 */
export const feedbackRequestSchema = /* @__PURE__ */ z.object({
  category: z._default(feedbackCategorySchema, 'suggestion'),
  content: z.string().check(z.maxLength(20_000)),
  remark: z.optional(z.string().check(z.maxLength(1_000))),
  images: z._default(z.array(feedbackImageSchema).check(z.maxLength(10)), []),
});

/** A feedback received. */
export const feedbackReceiptSchema = /* @__PURE__ */ z.object({ feedbackId: z.string(), receivedAt: timestampSchema });

/** A feedback image ready to send. */
export type FeedbackImageInput = z.input<typeof feedbackImageSchema>;

/** Reads a picked file into a feedback image (name, type, size and its bytes as a data URL). */
export async function toFeedbackImage(file: Blob & { name: string }): Promise<FeedbackImageInput> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Chunks keep a 5 MB image fast: one character per byte would build a string a byte at a time.
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return {
    name: file.name,
    type: file.type,
    size: bytes.byteLength,
    dataUrl: `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`,
  };
}
