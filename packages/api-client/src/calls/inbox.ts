import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  inboxMessagesRequestSchema,
  inboxMessagesSchema,
  markMessagesReadRequestSchema,
  unreadCountSchema,
} from './inbox.schemas';

/** GET /wps/relay/CSP_unreadCount: the unread-message badge (SPEC §3 application state). */
export const getUnreadCount = /* @__PURE__ */ defineCall({
  name: 'getUnreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  token: true,
  enc: false,
  request: z.object({}),
  response: unreadCountSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/CSP_messageList: the member's inbox, newest first (path ours, named like CSP_unreadCount). */
export const getInboxMessages = /* @__PURE__ */ defineCall({
  name: 'getInboxMessages',
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  moduleId: 'INBOX3',
  token: true,
  enc: false,
  request: inboxMessagesRequestSchema,
  response: inboxMessagesSchema,
  policy: LIVE_QUERY_POLICY,
});

/** POST /wps/relay/CSP_readMessage: marks messages read and answers the new unread count (path ours). */
export const markMessagesRead = /* @__PURE__ */ defineCall({
  name: 'markMessagesRead',
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  moduleId: 'INBOX3',
  token: true,
  enc: false,
  request: markMessagesReadRequestSchema,
  response: unreadCountSchema,
  invalidates: ['getUnreadCount', 'getInboxMessages'],
});
