import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'Primitives/Safe HTML',
  component: SafeHtml,
  args: {
    html: '<h3>Weekend bonus</h3><p>Read the <a href="https://example.com/terms" target="_self">terms</a>.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"><a href="javascript:alert(1)">bad</a>',
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

// DESIGN.md: scripts, handlers and javascript: links are removed; links open apart with noopener.
export const StripsWhatIsUnsafe: Story = {
  play: async ({ canvasElement }) => {
    const html = canvasElement.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(within(html).getByRole('heading', { name: 'Weekend bonus' })).toBeVisible();
    const terms = within(html).getByRole('link', { name: 'terms' });
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(html.querySelector('script, [onerror]')).toBeNull();
    await expect(html.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { pwned?: number }).pwned).toBeUndefined();
  },
};
