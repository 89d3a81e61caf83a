import { defineCall } from '../call';
import { feedbackReceiptSchema, feedbackRequestSchema } from './member-feedback.schemas';

/**
 * PUT /wps/feedback: sends a feedback (SPEC §7 names both POST and PUT; the earlier build used PUT). Visitors may
 * send one; with a token it is filed under the member.
 */
export const sendFeedback = /* @__PURE__ */ defineCall({
  name: 'sendFeedback',
  method: 'PUT',
  path: '/wps/feedback',
  moduleId: 'FEEDBACK3',
  token: 'optional',
  enc: false,
  request: feedbackRequestSchema,
  response: feedbackReceiptSchema,
  invalidates: ['getUnreadCount', 'getInboxMessages'],
});
