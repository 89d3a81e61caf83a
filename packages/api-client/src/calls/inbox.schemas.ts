import { z } from 'zod';
import { pageOf, pageRequestSchema, timestampSchema } from './records.schemas';

/** `CSP_unreadCount` value: how many inbox messages the member has not read (the badge of SPEC §2). */
export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });

/** What an inbox message is about. */
export const messageCategorySchema = z.enum(['system', 'promotion', 'account']);

/** An inbox message (member page messageV2, platform information); `content` is HTML, shown sanitised. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: messageCategorySchema,
  time: timestampSchema,
  read: z.boolean(),
});

/** Message list request: paged, optionally unread ones only. */
export const inboxMessagesRequestSchema = pageRequestSchema.extend({
  unreadOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((flag) => flag === true || flag === 'true'),
});

/** Message list: one page, newest first, and the unread count for the badge. */
export const inboxMessagesSchema = pageOf(inboxMessageSchema).extend({ unreadCount: z.number().int().nonnegative() });

/** Mark-as-read request: some messages by id, or `all: true`. */
export const markMessagesReadRequestSchema = z
  .object({ ids: z.array(z.string().min(1)).max(100).optional(), all: z.boolean().optional() })
  .refine((request) => request.all === true || (request.ids?.length ?? 0) > 0, 'ids or all is required');

/** Parsed inbox message. */
export type InboxMessage = z.output<typeof inboxMessageSchema>;
