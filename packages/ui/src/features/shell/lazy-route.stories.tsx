import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lazyRoute } from '../../platform/lazy-route';

function LoadedPage() {
  // A stand-in for the page the chunk holds: the story's words, not the kit's.
  return (
    <h1 translate="no" className="font-bold text-2xl">
      Promotions page
    </h1>
  );
}

// The first load fails (a deploy replaced the chunk, the network dropped); "Try again" loads it.
let attempts = 0;
const FlakyRoute = lazyRoute(async () => {
  attempts += 1;
  if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: LoadedPage };
});

// SPEC §9: a chunk that does not arrive in time fails; the story shortens 120 s to 50 ms.
const StalledRoute = lazyRoute(() => new Promise<never>(() => {}), { timeoutMs: 50 });

const meta = {
  title: 'Screens/Shell/Route chunk error',
  decorators: [
    (Story) => (
      <main className="p-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedThenRetried: Story = {
  render: () => <FlakyRoute />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('heading', { name: 'Promotions page' })).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const TimedOut: Story = {
  render: () => <StalledRoute />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('took too long to load');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
