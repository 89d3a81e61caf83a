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

const overlay =
  '<p>Claim your prize.</p>' +
  '<a href="https://phish.example/login" style="position:fixed;inset:0;z-index:2147483647;opacity:0" class="fixed inset-0 z-50">.</a>' +
  '<div style="position:fixed;inset:0"></div><p>After the overlay<audio>the words after an unclosed audio</p>';

/** Server markup cannot lay itself over the controls around it, and unclosed media hide no words. */
export const StaysInsideItsBox: Story = {
  args: { html: overlay },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <div className="h-24 overflow-auto border border-border">
        <SafeHtml {...args} />
      </div>
      <button type="button" translate="no">
        Close
      </button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Close' });
    const box = close.getBoundingClientRect();
    // A real click lands on whatever is on top at that point: it must be the button itself.
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(close);
    const html = canvasElement.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(html.querySelector('[style], [class]')).toBeNull();
    await expect(html).toHaveTextContent('the words after an unclosed audio');
  },
};

/** A notice whose `</noscript>` hides in an attribute: a browser ends the noscript there and shows what follows. */
const NOSCRIPT_BREAKOUT = 'Before<noscript><p title="</noscript><img src=x onerror=alert(1)>">After';

// Every word a browser shows stays, and only what is unsafe goes: with scripts on, a browser reads a noscript's
// content as text up to the first `</noscript` (here inside an attribute) and hides it, then shows the image and
// `">After`. The handler goes, the image and the words stay.
export const KeepsTheWordsAfterANoscript: Story = {
  args: { html: NOSCRIPT_BREAKOUT },
  play: async ({ canvasElement }) => {
    const html = canvasElement.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(html).toHaveTextContent(/^Before">After$/);
    await expect(html.querySelector('[onerror]')).toBeNull();
    await expect(html.querySelector('img')).toHaveAttribute('alt', '');
    await expect(html.querySelector('noscript, [title]')).toBeNull();
  },
};

// What a browser with scripts on never shows stays hidden: a noscript's own words. Text that only names the tag stays
// as written.
export const HidesWhatABrowserHides: Story = {
  args: {
    html: '<p>Shown first.</p><noscript><p>Turn scripts on to see the chart.</p></noscript><p>Shown <abbr title="after a <noscript> tag">last</abbr>.</p>',
  },
  play: async ({ canvasElement }) => {
    const html = canvasElement.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(html).toHaveTextContent(/^Shown first\.Shown last\.$/);
    await expect(html.querySelector('abbr')).toHaveAttribute('title', 'after a <noscript> tag');
  },
};

// Media and frames go but keep what they hold, so an unclosed one cannot swallow the words after it: a frame's
// content (raw text to a browser) is read as markup again, sanitised like the rest.
export const UnclosedFrameKeepsTheWordsAfterIt: Story = {
  args: {
    html: '<p>Watch the draw.</p><iframe src="https://video.example/draw"><p>The words after an <b>unclosed</b> frame</p><img src=x onerror=alert(1)>',
  },
  play: async ({ canvasElement }) => {
    const html = canvasElement.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(html).toHaveTextContent(/^Watch the draw\.The words after an unclosed frame$/);
    await expect(html.querySelector('b')).toHaveTextContent('unclosed');
    await expect(html.querySelector('iframe, [onerror]')).toBeNull();
  },
};
