import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './badge';

const VARIANTS = ['soft', 'solid', 'outline'] as const;
type BadgeVariant = (typeof VARIANTS)[number];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Approved', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone in each of the three looks: soft (the default), solid and outline, with the words a page gives each. */
export const Tones: StoryObj<{ tones: { tone: BadgeTone; label: string }[] }> = {
  args: {
    tones: [
      { tone: 'neutral', label: 'Member' },
      { tone: 'muted', label: 'Ended' },
      { tone: 'info', label: 'In process' },
      { tone: 'success', label: 'Approved' },
      { tone: 'warning', label: 'Pending' },
      { tone: 'danger', label: 'Rejected' },
      { tone: 'gold', label: 'Offered' },
    ],
  },
  // The table's caption and headings name the story's own axes (tones and looks by their code names), not language.
  render: ({ tones }) => (
    <table className="border-separate border-spacing-x-3 border-spacing-y-2 text-sm">
      <caption translate="no" className="sr-only">
        Badge tones
      </caption>
      <thead translate="no">
        <tr>
          <th scope="col" className="text-left font-normal text-text-muted">
            Tone
          </th>
          {VARIANTS.map((variant) => (
            <th key={variant} scope="col" className="text-left font-normal text-text-muted">
              {variant}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tones.map(({ tone, label }) => (
          <tr key={tone}>
            <th scope="row" translate="no" className="text-left font-normal">
              {tone}
            </th>
            {VARIANTS.map((variant) => (
              <td key={variant}>
                <Badge tone={tone} variant={variant}>
                  {label}
                </Badge>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { tone, label } of args.tones) {
      const row = canvas.getByRole('row', { name: new RegExp(`^${tone}`) });
      const badges = within(row).getAllByText(label);
      await expect(badges).toHaveLength(VARIANTS.length);
      for (const badge of badges) {
        await expect(badge).toHaveAttribute('data-slot', 'badge');
        await expect(badge).toHaveAttribute('data-tone', tone);
      }
    }
  },
};

type Status = { tone: BadgeTone; variant?: BadgeVariant; label: string };

/**
 * Where badges stand: a withdrawal's status beside its amount, a limit that is waiting or in force, a downline's
 * role, a contract's status in its terms. The words say what the colour says; they are the page's, so the story
 * gives them as its args.
 */
export const InContext: StoryObj<{
  withdrawalsLabel: string;
  withdrawals: (Status & { time: string; amount: string })[];
  limits: (Status & { name: string; amount: string })[];
  member: { name: string; badges: Status[] };
}> = {
  args: {
    withdrawalsLabel: 'Withdrawals',
    withdrawals: [
      { time: '2026-06-01 10:12', amount: '500.00', tone: 'info', label: 'In process' },
      { time: '2026-05-28 18:40', amount: '1,200.00', tone: 'success', label: 'Approved' },
      { time: '2026-05-20 09:03', amount: '80.00', tone: 'danger', label: 'Rejected' },
    ],
    limits: [
      { name: 'Daily deposit limit', amount: '2,000.00', tone: 'success', variant: 'outline', label: 'Active' },
      { name: 'New limit', amount: '1,000.00', tone: 'warning', label: 'Pending' },
    ],
    member: {
      name: 'agent2',
      badges: [
        { tone: 'muted', variant: 'outline', label: 'Agent' },
        { tone: 'gold', variant: 'solid', label: 'VIP 3' },
      ],
    },
  },
  render: ({ withdrawalsLabel, withdrawals, limits, member }) => (
    <div className="flex max-w-md flex-col gap-4">
      <ul
        aria-label={withdrawalsLabel}
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
      >
        {withdrawals.map(({ time, amount, tone, label }) => (
          <li key={time} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="flex flex-col">
              <span className="font-semibold text-gold tabular-nums">{amount}</span>
              <span className="text-text-muted text-xs tabular-nums">{time}</span>
            </span>
            <Badge tone={tone}>{label}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border p-4 text-sm">
        {limits.map(({ name, amount, tone, variant, label }) => (
          <div key={name} className="flex flex-col gap-1">
            <dt className="text-text-muted text-xs">{name}</dt>
            <dd className="flex items-center gap-2">
              <span className="tabular-nums">{amount}</span>
              <Badge tone={tone} variant={variant}>
                {label}
              </Badge>
            </dd>
          </div>
        ))}
      </dl>
      <header className="flex items-center gap-3">
        <h3 className="font-bold text-lg">{member.name}</h3>
        {member.badges.map(({ tone, variant, label }) => (
          <Badge key={label} tone={tone} variant={variant}>
            {label}
          </Badge>
        ))}
      </header>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withdrawals = within(canvas.getByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem');
    await expect(withdrawals.map((item) => item.querySelector('[data-slot="badge"]')?.textContent)).toEqual([
      'In process',
      'Approved',
      'Rejected',
    ]);
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Active')).toHaveAttribute('data-tone', 'success');
  },
};

/** A badge that leads somewhere: the child element (a link here) takes the badge's look and keeps its role. */
export const AsLink: Story = {
  args: { children: '3 limits' },
  render: ({ children }) => (
    <Badge asChild tone="info" variant="outline">
      <a href="#limits">{children}</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '3 limits' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
    await expect(link).toHaveAttribute('data-tone', 'info');
  },
};
