import { FEEDBACK_WORD_RANGE, toFeedbackImage } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { useSandbox } from './harness';
import { loginAs, people } from './member-centre-login';

const platform = useSandbox();
const content = 'The slots lobby loads quickly and looks great on my phone.';
const image = (name: string, type: string, bytes: number) =>
  toFeedbackImage(new File([new Uint8Array(bytes).fill(7)], name, { type }));

describe('feedback (SPEC §5 feedback rules, §7 PUT /wps/feedback)', () => {
  it('takes a feedback from a visitor with png and jpg images sent as data URLs', async () => {
    const receipt = await platform.client().sendFeedback({
      content,
      remark: 'Keep it up',
      images: [await image('lobby.png', 'image/png', 1024), await image('photo.jpg', 'image/jpeg', 2048)],
    });
    expect(receipt.feedbackId).toMatch(/^FB\d{6}$/);
    expect(typeof receipt.receivedAt).toBe('number');
  });

  it('files a member’s feedback under the account and thanks them in the inbox', async () => {
    const client = await loginAs(platform, people.member);
    const unread = (await client.getUnreadCount()).unreadCount;
    const { feedbackId } = await client.sendFeedback({ category: 'bug', content });
    const [message] = (await client.getInboxMessages()).list;
    expect(message?.content).toContain(feedbackId);
    expect((await client.getUnreadCount()).unreadCount).toBe(unread + 1);
  });

  it('refuses each broken rule with its message key and lists every issue', async () => {
    const client = platform.client();
    const refused = async (draft: Parameters<typeof client.sendFeedback>[0]) => failure(client.sendFeedback(draft));
    const short = await refused({ content: 'Too short' });
    expect(short.messageKey).toBe('feedback_word_range');
    expect(short.value).toEqual({
      issues: [
        {
          field: 'content',
          key: 'feedback_word_range',
          params: { 0: FEEDBACK_WORD_RANGE.minWords, 1: FEEDBACK_WORD_RANGE.maxWords },
        },
      ],
    });
    expect((await refused({ content: '   ' })).messageKey).toBe('not_empty');
    expect((await refused({ content, remark: 'r'.repeat(141) })).messageKey).toBe('remark_too_long');
    const small = await image('a.png', 'image/png', 10);
    expect((await refused({ content, images: [small, small, small, small] })).messageKey).toBe('too_many_images');
    expect((await refused({ content, images: [await image('a.gif', 'image/gif', 10)] })).messageKey).toBe(
      'image_type_invalid',
    );
    const large = await image('big.png', 'image/png', 5 * 1024 * 1024 + 1);
    expect((await refused({ content, images: [large] })).messageKey).toBe('image_too_large');
  });

  it('refuses an image whose data does not match its declared type or size as invalid_request', async () => {
    const client = platform.client();
    const png = await image('a.png', 'image/png', 30);
    for (const forged of [
      { ...png, size: 10 },
      { ...png, type: 'image/jpeg' },
      { ...png, dataUrl: 'data:image/png,raw' },
    ]) {
      const error = await failure(client.sendFeedback({ content, images: [forged] }));
      expect([error.kind, error.messageKey, error.status]).toEqual(['rejected', 'invalid_request', 400]);
    }
  });
});
