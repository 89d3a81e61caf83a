import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { storyFile, storyPng } from '../../testing/story-images';
import { FeedbackDialog } from './feedback-dialog';

const meta = {
  title: 'Screens/Send feedback',
  component: FeedbackDialog,
  args: { open: true, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <SignedInStory>
        <Story />
      </SignedInStory>
    ),
  ],
} satisfies Meta<typeof FeedbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging a seeded account in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };
const dialog = () => screen.findByRole('dialog', { name: 'Feedback' }, slow);
const feedbackCalls = (requests: { mock: { calls: unknown[][] } }) =>
  requests.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('/wps/feedback'),
  );

// As a member first sees it: the topic, an empty feedback and remark, no image, nothing refused yet.
export const AtRest: Story = {
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByLabelText('What is it about?')).toBeVisible();
    await expect(form.getByLabelText('Your feedback')).toHaveValue('');
    await expect(form.getByLabelText(/^Remark/)).toHaveValue('');
    await expect(form.queryByRole('img')).toBeNull();
    await expect(form.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  },
};

// SPEC §5: content within the word range, a remark, an image previewed; one double-click sends it once.
export const SendWithAnImage: Story = {
  play: async () => {
    const form = within(await dialog());
    await userEvent.selectOptions(form.getByLabelText('What is it about?'), 'Something is not working');
    await userEvent.type(form.getByLabelText('Your feedback'), 'The slots lobby froze after my second spin today');
    await expect(form.getByText('9 words, 5 to 300 needed')).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Remark/), 'Happened on Chrome');
    await expect(form.getByText('18/140')).toBeVisible();
    await userEvent.upload(form.getByLabelText(/^Add image/), [
      await storyPng('screen.png'),
      await storyPng('log.png', 30),
    ]);
    await expect(await form.findByRole('img', { name: 'screen.png' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Remove log.png' }));
    await expect(form.queryByRole('img', { name: 'log.png' })).toBeNull();

    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(form.getByRole('button', { name: 'Send feedback' }));
    const sent = await form.findByRole('status', {}, slow);
    const calls = feedbackCalls(requests);
    requests.mockRestore();
    await expect(calls).toHaveLength(1);
    await expect(sent).toHaveTextContent('Thank you for your feedback');
    await expect(sent).toHaveTextContent(/We received it as FB\d{6}\./);
  },
};

// SPEC §5's messages, each under its field, and nothing is sent while a rule is broken.
export const RulesBeforeSending: Story = {
  play: async () => {
    const form = within(await dialog());
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    const content = form.getByLabelText('Your feedback');
    await expect(content).toHaveAccessibleDescription(/This field cannot be empty/);
    await expect(content).toHaveFocus();

    await userEvent.type(content, 'Too short');
    await userEvent.type(form.getByLabelText(/^Remark/), 'x'.repeat(141));
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await expect(content).toHaveAccessibleDescription(/Feedback must be between 5 and 300 words/);
    await expect(form.getByLabelText(/^Remark/)).toHaveAccessibleDescription(
      /The remark can be at most 140 characters/,
    );

    // The browser's chooser would hide a GIF; a person can still pick "all files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(form.getByLabelText(/^Add image/), [
      storyFile('clip.gif', 'image/gif', 2_000),
      storyFile('huge.jpg', 'image/jpeg', 6 * 1024 * 1024),
    ]);
    const refusals = await form.findByText(/clip\.gif/);
    await expect(refusals.closest('ul')).toHaveTextContent('clip.gif: Images must be PNG or JPG files');
    await expect(refusals.closest('ul')).toHaveTextContent('huge.jpg: Each image can be at most 5 MB');
    const calls = feedbackCalls(requests);
    requests.mockRestore();
    await expect(calls).toHaveLength(0);
  },
};

// A dropped connection says so (SPEC §8), keeps what was typed, and Send works again.
export const SendFailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext('/wps/feedback', { network: true });
    }) satisfies SandboxSetup,
  },
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText('Your feedback'), 'Please add more fishing games to the lobby');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await expect(await form.findByRole('alert', {}, slow)).toHaveTextContent(/network/i);
    await expect(form.getByLabelText('Your feedback')).toHaveValue('Please add more fishing games to the lobby');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await expect(await form.findByRole('status', {}, slow)).toHaveTextContent('Thank you for your feedback');
  },
};

// A full-height sheet on a phone, the form and its images fitting 360 px; OK closes it once sent.
export const OnAPhone: Story = {
  ...phoneViewport,
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText('Your feedback'), 'Deposits show up fast, thank you all');
    await userEvent.upload(form.getByLabelText(/^Add image/), [await storyPng('receipt.png', 120)]);
    await expect(await form.findByRole('img', { name: 'receipt.png' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    await expect(await form.findByRole('status', {}, slow)).toHaveTextContent('Thank you for your feedback');
    await userEvent.click(form.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
