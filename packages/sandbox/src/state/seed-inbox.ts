import type { SandboxContext } from '../context';
import { sendMessage } from './inbox';
import { DAY_MS, HOUR_MS } from './listing';
import { SEED_ACCOUNTS } from './seed-accounts';

const days = (count: number) => count * DAY_MS;

/** The member's ten messages (four unread, one carrying a script to sanitise) and the agent's five (two unread). */
export function seedInbox(context: SandboxContext, now: number): void {
  const { member, agent } = SEED_ACCOUNTS;
  const memberMessages: Array<[string, string, 'system' | 'promotion' | 'account']> = [
    ['Welcome to LobbyKit', '<p>Welcome aboard! Your account is ready.</p>', 'system'],
    [
      'Verify your mobile number',
      '<p>Keep your account safe: verify your <strong>mobile number</strong>.</p>',
      'account',
    ],
    ['Weekly rebate credited', '<p>Your weekly rebate has been credited to your main wallet.</p>', 'promotion'],
    ['Maintenance window', '<p>PG slots will be under maintenance on Sunday 02:00–04:00.</p>', 'system'],
    ['Lucky raffle is open', '<p>Bet 300.00 this week and draw a prize in the reward centre.</p>', 'promotion'],
    ['Password changed', '<p>Your password was changed. If this was not you, contact customer service.</p>', 'account'],
    ['Points mall restocked', '<p>New vouchers in the <a href="/pointMall">points mall</a>.</p>', 'promotion'],
    ['Deposit received', '<p>Your deposit was received and credited.</p>', 'account'],
    ['Weekend tournament', '<p>Join the weekend tournament before it ends!</p>', 'promotion'],
    [
      'Security reminder',
      '<p>Never share your payment password.</p><script>window.__lobbykitXss = true</script>',
      'system',
    ],
  ];
  for (const [index, [title, content, category]] of memberMessages.entries()) {
    sendMessage(context, member.username, {
      title,
      content,
      category,
      time: now - days(memberMessages.length - index) + HOUR_MS,
      read: index < memberMessages.length - 4,
    });
  }
  const agentMessages: Array<[string, string]> = [
    ['Agent programme update', '<p>Contract settlements now run every 5 minutes for real-time salary.</p>'],
    ['New downline registered', '<p>friend3 registered under your team.</p>'],
    ['Monthly report ready', '<p>Your income report for last month is ready.</p>'],
    ['Commission policy', '<p>Dividends follow the period type of each contract.</p>'],
    ['Team milestone', '<p>Your team passed 10 members.</p>'],
  ];
  for (const [index, [title, content]] of agentMessages.entries()) {
    sendMessage(context, agent.username, {
      title,
      content,
      category: 'system',
      time: now - days(5 - index),
      read: index < 3,
    });
  }
}
