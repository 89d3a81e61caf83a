import { getHelpCentre } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { HelpCentre } from './help-centre';

const HELP = getHelpCentre.path;

const meta = {
  title: 'Screens/Help/Help centre',
  component: HelpCentre,
  args: { title: 'Help' },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const contentsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', { name: 'Help topics' }, { timeout: 30_000 });

/** While the topics are on their way: the contents and the article as skeletons, announced as loading. */
export const Loading: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(HELP, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="help-skeleton"]')).not.toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search help' })).toBeDisabled();
  },
};

/** No topics at all: an honest empty state, not a blank page. */
export const Empty: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(HELP, { body: { success: true, value: { helpContent: [] } } })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no help topics yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
  },
};

/** The platform's topics by tag in a table of contents; choosing one shows its HTML, sanitised, as the article. */
export const Topics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = await contentsOf(canvasElement);
    await expect(within(contents).getByRole('heading', { name: 'Deposits' })).toBeVisible();
    await expect(within(contents).getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
    const first = within(contents).getByRole('button', { name: 'How to deposit' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('article', { name: 'How to deposit' })).toHaveTextContent('Choose a payment method');

    await userEvent.click(within(contents).getByRole('button', { name: 'Why is my withdrawal pending?' }));
    const article = canvas.getByRole('article', { name: 'Why is my withdrawal pending?' });
    await expect(article).toHaveTextContent('within 15 minutes');
    await expect(article.querySelector('[data-slot="safe-html"] li')).not.toBeNull();
    // Focus moves to the chosen topic's heading once it has rendered (an effect after the click).
    await waitFor(() =>
      expect(within(article).getByRole('heading', { name: 'Why is my withdrawal pending?' })).toHaveFocus(),
    );
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(document.title).toBe('Help');
  },
};

/** A deep link to a tag opens its first topic: /help#terms shows the terms. */
export const OpensAtATag: Story = {
  args: { initialTag: 'terms' },
  play: async ({ canvasElement }) => {
    const contents = await contentsOf(canvasElement);
    await expect(within(contents).getByRole('button', { name: 'Terms and Conditions' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(canvasElement).getByRole('article', { name: 'Terms and Conditions' })).toHaveTextContent(
      'You must be 18 or older to play.',
    );
  },
};

/** Search narrows the topics as one types, words of the text count too, and the first match is shown. */
export const SearchFindsATopic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = await contentsOf(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help' }), 'payment password');
    await waitFor(() => expect(canvas.getByText('2 topics found')).toBeVisible());
    const titles = within(contents)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(titles).toEqual(['How to withdraw', 'Terms and Conditions']);
    await expect(canvas.getByRole('article', { name: 'How to withdraw' })).toHaveTextContent('payment password');
  },
};

/** A search that finds nothing says so honestly, and clearing it brings every topic back. */
export const SearchFindsNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contentsOf(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help' }), 'jackpot');
    await expect(await canvas.findByText('No help topic matches “jackpot”')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search help' })).toHaveValue('');
    await expect(await contentsOf(canvasElement)).toBeVisible();
  },
};

/** SPEC §8: the help centre keeps failing: the catalogue's message where the topics would be; Try again loads them. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(HELP, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await contentsOf(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
