import { checkImageUpload, IMAGE_UPLOAD_RULE } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyFile, storyPng } from '../../testing/story-images';
import { ImagePicker, type ImagePickerProps } from './image-picker';

/**
 * The picker with the story's own words, its args (the screens pass their catalogue's): the reasons for the domain's
 * refusals and the word of a remove button make its `check` and `removeLabel`. `files` names the files the story's
 * play chooses: a player's own names, not words.
 */
function PickerStory({
  reasons,
  remove,
  files: _files,
  ...props
}: Omit<ImagePickerProps, 'check' | 'removeLabel'> & {
  reasons: Record<string, string>;
  remove: string;
  files: string[];
}) {
  return (
    <ImagePicker
      {...props}
      check={(file, chosen) => {
        const problem = checkImageUpload(file, chosen);
        return problem ? (reasons[problem.key] ?? problem.key) : null;
      }}
      removeLabel={(name) => `${remove} ${name}`}
    />
  );
}

const meta = {
  title: 'Primitives/Image picker',
  component: PickerStory,
  subcomponents: { ImagePicker },
  args: {
    accept: IMAGE_UPLOAD_RULE.accept,
    maxCount: IMAGE_UPLOAD_RULE.maxCount,
    reasons: {
      too_many_images: 'You can upload at most 3 images',
      image_type_invalid: 'Images must be PNG or JPG files',
      image_too_large: 'Each image can be at most 5 MB',
    },
    label: 'Upload proof',
    hint: 'Up to 3 images, PNG or JPG, at most 5 MB each',
    remove: 'Remove',
    files: [],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md bg-surface-1 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen images show as previews; each can be removed; at 3 the add button goes away. */
export const PreviewAndRemove: Story = {
  args: { files: ['slip-1.png', 'slip-2.png', 'slip-3.png'] },
  play: async ({ canvasElement, args }) => {
    const [first = '', second = '', third = ''] = args.files;
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Upload proof/);
    await userEvent.upload(input, [await storyPng(first), await storyPng(second, 20)]);
    await expect(await canvas.findByRole('img', { name: first })).toBeVisible();
    await expect(canvas.getByRole('img', { name: second })).toBeVisible();
    await expect(canvas.getByText('2/3')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/Upload proof/), await storyPng(third, 120));
    await waitFor(() => expect(canvas.queryByLabelText(/Upload proof/)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${second}` }));
    await expect(canvas.queryByRole('img', { name: second })).toBeNull();
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: first }),
      expect.objectContaining({ name: third }),
    ]);
  },
};

/** SPEC §5: a GIF and a 6 MB photo are refused with the reason, a fourth image too; the good ones stay. */
export const RefusesWrongTypeAndOversized: Story = {
  args: { files: ['receipt.gif', 'photo.jpg', 'slip.png', 'a.png', 'b.png', 'c.png'] },
  play: async ({ canvasElement, args }) => {
    const [gif = '', photo = '', slip = '', a = '', b = '', c = ''] = args.files;
    const canvas = within(canvasElement);
    // The browser's chooser would hide a GIF; a person can still drop one or pick "all files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText(/Upload proof/), [
      storyFile(gif, 'image/gif', 2_000),
      storyFile(photo, 'image/jpeg', 6 * 1024 * 1024),
      await storyPng(slip),
    ]);
    const refusals = canvasElement.querySelector('[data-slot="image-picker-refusals"]') as HTMLElement;
    await waitFor(() => expect(refusals).toHaveTextContent(`${gif}: Images must be PNG or JPG files`));
    await expect(refusals).toHaveTextContent(`${photo}: Each image can be at most 5 MB`);
    await expect(canvas.getByRole('img', { name: slip })).toBeVisible();
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.dataset.slot === 'image-picker-item'),
    ).toHaveLength(1);
    await user.upload(canvas.getByLabelText(/Upload proof/), [await storyPng(a), await storyPng(b), await storyPng(c)]);
    await waitFor(() => expect(refusals).toHaveTextContent(`${c}: You can upload at most 3 images`));
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
