import { groupHelpTopics } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const platform = useSandbox();

describe('the help centre (PLATFORM-FACTS §1.5, §6.11)', () => {
  it('serves several topics in several tags, the terms among them', async () => {
    const { helpContent } = await platform.client().getHelpCentre();
    const sections = groupHelpTopics(helpContent);
    expect(sections.map((section) => section.tag)).toEqual([
      'deposit',
      'withdraw',
      'account',
      'games',
      'responsible',
      'contact',
      'terms',
    ]);
    expect(sections[0]?.topics.map((topic) => topic.title)).toEqual([
      'How to deposit',
      'Deposit limits and processing times',
    ]);
    expect(helpContent.every((topic) => topic.content.length > 0)).toBe(true);
  });

  it('answers in the language asked, falling back to English topic by topic', async () => {
    let language = 'VI';
    const client = platform.client({ language: () => language });
    const vietnamese = (await client.getHelpCentre()).helpContent;
    expect(vietnamese[0]?.title).toBe('Cách nạp tiền');
    expect(vietnamese.find((topic) => topic.tag === 'terms')?.title).toBe('Terms and Conditions');
    language = 'CN';
    expect((await client.getHelpCentre()).helpContent[0]?.title).toBe('如何存款');
    language = 'JA';
    expect((await client.getHelpCentre()).helpContent[0]?.title).toBe('How to deposit');
  });
});
