import { PlatformError } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallProblem } from './call-problem';
import { ChunkLoading } from './chunk-loading';
import { FullPageError, FullPageLoading } from './full-page-state';

const meta = {
  title: 'Screens/Feedback',
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

const onRetry = fn();

const refused = new PlatformError({
  kind: 'rejected',
  messageKey: 'invalid_request',
  path: '/wps/relay/GCSGAME_gameVendor',
});

/** A failed call said where its content would be: the catalogue message and a way to try again. */
export const CallProblemWithRetry: Story = {
  render: () => <CallProblem error={refused} onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const problem = within(canvasElement).getByRole('alert');
    await expect(problem).toHaveTextContent('The request was not valid. Please check what you entered.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

/** A chunk on its way: a spinner with its words for screen readers. */
export const ChunkOnItsWay: Story = {
  render: () => <ChunkLoading className="py-10" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** The whole page waits for the platform, or says why it cannot show and offers a retry. */
export const FullPageStates: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      <FullPageLoading />
      <FullPageError messageKey="in_network_again" onRetry={onRetry} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
