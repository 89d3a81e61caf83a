import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './badge';

const TONES: { tone: BadgeTone; label: string }[] = [
  { tone: 'neutral', label: 'Member' },
  { tone: 'muted', label: 'Ended' },
  { tone: 'info', label: 'In process' },
  { tone: 'success', label: 'Approved' },
  { tone: 'warning', label: 'Pending' },
  { tone: 'danger', label: 'Rejected' },
  { tone: 'gold', label: 'Offered' },
];
const VARIANTS = ['soft', 'solid', 'outline'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Approved', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone in each of the three looks: soft (the default), solid and outline. */
export const Tones: Story = {
  render: () => (
    <table className="border-separate border-spacing-x-3 border-spacing-y-2 text-sm">
      <caption className="sr-only">Badge tones</caption>
      <thead>
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
        {TONES.map(({ tone, label }) => (
          <tr key={tone}>
            <th scope="row" className="text-left font-normal">
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { tone, label } of TONES) {
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

/**
 * Where badges stand: a withdrawal's status beside its amount, a limit that is waiting or in force, a downline's
 * role, a contract's status in its terms. The words say what the colour says.
 */
export const InContext: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-4">
      <ul aria-label="Withdrawals" className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {(
          [
            ['2026-06-01 10:12', '500.00', 'info', 'In process'],
            ['2026-05-28 18:40', '1,200.00', 'success', 'Approved'],
            ['2026-05-20 09:03', '80.00', 'danger', 'Rejected'],
          ] as const
        ).map(([time, amount, tone, status]) => (
          <li key={time} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="flex flex-col">
              <span className="font-semibold text-gold tabular-nums">{amount}</span>
              <span className="text-text-muted text-xs tabular-nums">{time}</span>
            </span>
            <Badge tone={tone}>{status}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border p-4 text-sm">
        <div className="flex flex-col gap-1">
          <dt className="text-text-muted text-xs">Daily deposit limit</dt>
          <dd className="flex items-center gap-2">
            <span className="tabular-nums">2,000.00</span>
            <Badge tone="success" variant="outline">
              Active
            </Badge>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-text-muted text-xs">New limit</dt>
          <dd className="flex items-center gap-2">
            <span className="tabular-nums">1,000.00</span>
            <Badge tone="warning">Pending</Badge>
          </dd>
        </div>
      </dl>
      <header className="flex items-center gap-3">
        <h3 className="font-bold text-lg">agent2</h3>
        <Badge tone="muted" variant="outline">
          Agent
        </Badge>
        <Badge tone="gold" variant="solid">
          VIP 3
        </Badge>
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
  render: () => (
    <Badge asChild tone="info" variant="outline">
      <a href="#limits">3 limits</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '3 limits' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
    await expect(link).toHaveAttribute('data-tone', 'info');
  },
};
