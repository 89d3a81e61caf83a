import { checkImageUpload, IMAGE_UPLOAD_RULE } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyFile, storyPng } from '../../testing/story-images';
import { ImagePicker } from './image-picker';

// The story's own words; the screens pass their catalogue's.
const reasons: Record<string, string> = {
  too_many_images: 'You can upload at most 3 images',
  image_type_invalid: 'Images must be PNG or JPG files',
  image_too_large: 'Each image can be at most 5 MB',
};

const meta = {
  title: 'Primitives/Image picker',
  component: ImagePicker,
  args: {
    accept: IMAGE_UPLOAD_RULE.accept,
    maxCount: IMAGE_UPLOAD_RULE.maxCount,
    check: (file: File, chosen: number) => {
      const problem = checkImageUpload(file, chosen);
      return problem ? (reasons[problem.key] ?? problem.key) : null;
    },
    label: 'Upload proof',
    hint: 'Up to 3 images, PNG or JPG, at most 5 MB each',
    removeLabel: (name: string) => `Remove ${name}`,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md bg-surface-1 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen images show as previews; each can be removed; at 3 the add button goes away. */
export const PreviewAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Upload proof/);
    await userEvent.upload(input, [await storyPng('slip-1.png'), await storyPng('slip-2.png', 20)]);
    await expect(await canvas.findByRole('img', { name: 'slip-1.png' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'slip-2.png' })).toBeVisible();
    await expect(canvas.getByText('2/3')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/Upload proof/), await storyPng('slip-3.png', 120));
    await waitFor(() => expect(canvas.queryByLabelText(/Upload proof/)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove slip-2.png' }));
    await expect(canvas.queryByRole('img', { name: 'slip-2.png' })).toBeNull();
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'slip-1.png' }),
      expect.objectContaining({ name: 'slip-3.png' }),
    ]);
  },
};

/** SPEC §5: a GIF and a 6 MB photo are refused with the reason, a fourth image too; the good ones stay. */
export const RefusesWrongTypeAndOversized: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The browser's chooser would hide a GIF; a person can still drop one or pick "all files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText(/Upload proof/), [
      storyFile('receipt.gif', 'image/gif', 2_000),
      storyFile('photo.jpg', 'image/jpeg', 6 * 1024 * 1024),
      await storyPng('slip.png'),
    ]);
    const refusals = canvasElement.querySelector('[data-slot="image-picker-refusals"]') as HTMLElement;
    await waitFor(() => expect(refusals).toHaveTextContent('receipt.gif: Images must be PNG or JPG files'));
    await expect(refusals).toHaveTextContent('photo.jpg: Each image can be at most 5 MB');
    await expect(canvas.getByRole('img', { name: 'slip.png' })).toBeVisible();
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.dataset.slot === 'image-picker-item'),
    ).toHaveLength(1);
    await user.upload(canvas.getByLabelText(/Upload proof/), [
      await storyPng('a.png'),
      await storyPng('b.png'),
      await storyPng('c.png'),
    ]);
    await waitFor(() => expect(refusals).toHaveTextContent('c.png: You can upload at most 3 images'));
    await expect(canvas.queryByLabelText(/Upload proof/)).toBeNull();
  },
};

/** An error about the whole list, tied to the add button. */
export const WithError: Story = {
  args: { error: 'Please upload proof of payment' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Upload proof/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please upload proof of payment/);
  },
};
