import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { CopyField } from './copy-field';

const INVITE_LINK = 'https://brand.example/join?code=QX7R2M';

/** The field's message line, which a screen reader hears as it changes. */
const feedbackOf = (canvasElement: HTMLElement) => canvasElement.querySelector('p[role="status"]');

const meta = {
  title: 'Primitives/Copy field',
  component: CopyField,
  parameters: { layout: 'padded' },
  args: { label: 'Your invitation link', value: INVITE_LINK, copyLabel: 'Copy link' },
  render: (args) => (
    <div className="max-w-xl">
      <CopyField {...args} />
    </div>
  ),
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy puts the value on the clipboard and says so, on the button and to a screen reader, for a moment. */
export const CopiesAndSaysSo: Story = {
  play: async ({ canvasElement }) => {
    const writes = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INVITE_LINK)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(writes).toHaveBeenCalledWith(INVITE_LINK);
    await expect(feedbackOf(canvasElement)).toHaveTextContent('Copied');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    // The button goes back to its word, ready to copy again.
    await expect(await canvas.findByRole('button', { name: 'Copy link' })).toBeEnabled();
    await expect(feedbackOf(canvasElement)).toBeEmptyDOMElement();
  },
};

/** A browser that refuses the clipboard: the player is told to copy it by hand, and the value stays selectable. */
export const SaysWhenItCannotCopy: Story = {
  play: async ({ canvasElement }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(feedbackOf(canvasElement)).toHaveTextContent(
      'Could not copy. Please select the text and copy it yourself.',
    );
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

/** A code shown large (the invitation code), read out as it is, left to right in every language. */
export const LargeCode: Story = {
  args: { label: 'Your invitation code', value: 'QX7R2M', copyLabel: 'Copy code', large: true },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText('QX7R2M');
    await expect(code).toHaveAttribute('dir', 'ltr');
  },
};

/** While the value loads the field holds its place and Copy cannot be pressed. */
export const WhileTheValueLoads: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link' })).toBeDisabled();
  },
};
