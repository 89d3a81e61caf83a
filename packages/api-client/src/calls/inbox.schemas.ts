import { z } from 'zod/mini';
import { pageOf, pageRequestSchema, timestampSchema } from './records.schemas';

/** `CSP_unreadCount` value: how many inbox messages the member has not read (the badge of SPEC §2). */
export const unreadCountSchema = /* @__PURE__ */ z.object({ unreadCount: z.number().check(z.int(), z.nonnegative()) });

/** What an inbox message is about. */
export const messageCategorySchema = /* @__PURE__ */ z.enum(['system', 'promotion', 'account']);

/** An inbox message (member page messageV2, platform information); `content` is HTML, shown sanitised. */
export const inboxMessageSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: messageCategorySchema,
  time: timestampSchema,
  read: z.boolean(),
});

/** Message list request: paged, optionally unread ones only. */
export const inboxMessagesRequestSchema = /* @__PURE__ */ z.extend(pageRequestSchema, {
  unreadOnly: z.pipe(
    z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
    z.transform((flag) => flag === true || flag === 'true'),
  ),
});

/** Message list: one page, newest first, and the unread count for the badge. */
export const inboxMessagesSchema = /* @__PURE__ */ z.extend(pageOf(inboxMessageSchema), {
  unreadCount: z.number().check(z.int(), z.nonnegative()),
});

/** Mark-as-read request: some messages by id, or `all: true`. */
export const markMessagesReadRequestSchema = z
  .object({
    ids: z.optional(z.array(z.string().check(z.minLength(1))).check(z.maxLength(100))),
    all: z.optional(z.boolean()),
  })
  .check(z.refine((request) => request.all === true || (request.ids?.length ?? 0) > 0, 'ids or all is required'));

/** Parsed inbox message. */
export type InboxMessage = z.output<typeof inboxMessageSchema>;
