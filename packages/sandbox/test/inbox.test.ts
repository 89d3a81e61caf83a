import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { loginAs, people } from './member-centre-login';

const platform = useSandbox();

describe('inbox and its unread badge (SPEC §2 messageV2, §3 unread message count)', () => {
  it('counts the unread messages and lists them newest first with HTML content', async () => {
    const client = await loginAs(platform, people.member);
    expect(await client.getUnreadCount()).toEqual({ unreadCount: 4 });
    const inbox = await client.getInboxMessages();
    expect(inbox).toMatchObject({ total: 10, unreadCount: 4 });
    expect(inbox.list[0]).toMatchObject({ title: 'Security reminder', read: false, category: 'system' });
    expect(inbox.list[0]?.content).toContain('<p>');
    expect(inbox.list.map((message) => message.time)).toEqual(
      [...inbox.list.map((message) => message.time)].sort((a, b) => b - a),
    );
    const unread = await client.getInboxMessages({ unreadOnly: true });
    expect(unread.list.every((message) => !message.read)).toBe(true);
    expect(unread.total).toBe(4);
  });

  it('lowers the badge as messages are read, one by one or all at once', async () => {
    const client = await loginAs(platform, people.member);
    const [first, second] = (await client.getInboxMessages({ unreadOnly: true })).list;
    expect(await client.markMessagesRead({ ids: [first?.id ?? ''] })).toEqual({ unreadCount: 3 });
    expect(await client.markMessagesRead({ ids: [first?.id ?? '', second?.id ?? ''] })).toEqual({ unreadCount: 2 });
    expect(await client.markMessagesRead({ all: true })).toEqual({ unreadCount: 0 });
    expect(await client.getUnreadCount()).toEqual({ unreadCount: 0 });
    expect((await client.getInboxMessages()).list.every((message) => message.read)).toBe(true);
  });

  it('never reads or marks another account’s messages', async () => {
    const member = await loginAs(platform, people.member);
    const ids = (await member.getInboxMessages()).list.map((message) => message.id);
    const agent = await loginAs(platform, people.agent);
    const agentIds = (await agent.getInboxMessages()).list.map((message) => message.id);
    expect(agentIds.length).toBeGreaterThan(0);
    expect(agentIds.filter((id) => ids.includes(id))).toEqual([]);
    await agent.markMessagesRead({ ids });
    expect(await member.getUnreadCount()).toEqual({ unreadCount: 4 });
  });

  it('answers a mark-as-read without ids or all with invalid_request, and a trial account with in_need_true_account', async () => {
    const client = await loginAs(platform, people.member);
    const answer = await platform.sandbox.fetch(
      new Request(`${PLATFORM_URL}/wps/relay/CSP_readMessage`, {
        method: 'POST',
        headers: { Authorization: client.token() ?? '', 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
    const trial = await loginAs(platform, people.trial);
    expect((await failure(trial.getUnreadCount())).messageKey).toBe('in_need_true_account');
  });
});
