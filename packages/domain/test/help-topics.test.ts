import { describe, expect, it } from 'vitest';
import { foldSearchText, groupHelpTopics, searchHelpTopics } from '../src';

const topics = [
  { tag: 'deposit', title: 'How to deposit', content: '<p>Open the <b>member centre</b> and choose a bank.</p>' },
  { tag: 'withdraw', title: 'How to withdraw', content: '<p>Withdrawals reach your bank in 15 minutes.</p>' },
  { tag: 'deposit', title: 'Deposit limits', content: '<p>The smallest deposit is 50&nbsp;VND.</p>' },
  { tag: 'withdraw', title: 'Rút tiền', content: '<p>Đăng nhập rồi mở trung tâm thành viên.</p>' },
];

describe('help topics by tag (PLATFORM-FACTS §6.11)', () => {
  it('groups topics by tag in the order the tags first appear, keeping each tag’s order', () => {
    expect(groupHelpTopics(topics).map((section) => [section.tag, section.topics.map((topic) => topic.title)])).toEqual(
      [
        ['deposit', ['How to deposit', 'Deposit limits']],
        ['withdraw', ['How to withdraw', 'Rút tiền']],
      ],
    );
  });
  it('has no sections for no topics', () => {
    expect(groupHelpTopics([])).toEqual([]);
  });
});

describe('search within help', () => {
  it('finds every topic for an empty or blank query', () => {
    expect(searchHelpTopics(topics, '   ')).toHaveLength(4);
  });
  it('matches words of the title or the text in any order, case-insensitively, titles first', () => {
    expect(searchHelpTopics(topics, 'DEPOSIT').map((topic) => topic.title)).toEqual([
      'How to deposit',
      'Deposit limits',
    ]);
    expect(searchHelpTopics(topics, 'bank withdraw').map((topic) => topic.title)).toEqual(['How to withdraw']);
    expect(searchHelpTopics(topics, 'bank').map((topic) => topic.title)).toEqual(['How to deposit', 'How to withdraw']);
  });
  it('searches the text, not the markup', () => {
    expect(searchHelpTopics(topics, 'member centre')).toHaveLength(1);
    expect(searchHelpTopics(topics, 'nbsp')).toHaveLength(0);
  });
  it('ignores accents, so Vietnamese is found typed without them', () => {
    expect(searchHelpTopics(topics, 'rut tien dang nhap').map((topic) => topic.title)).toEqual(['Rút tiền']);
    expect(foldSearchText('50&nbsp;VND &amp; Đồng')).toBe('50 vnd & dong');
  });
  it('finds nothing when a word matches no topic', () => {
    expect(searchHelpTopics(topics, 'deposit jackpot')).toEqual([]);
  });
});
