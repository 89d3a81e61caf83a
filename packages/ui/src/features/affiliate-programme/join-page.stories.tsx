import { applyAffiliate } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport } from '../../testing/signed-in-story';
import { JoinPage } from './join-page';

const meta = {
  title: 'Screens/Affiliates/Join page',
  component: JoinPage,
  args: { title: 'Affiliates' },
} satisfies Meta<typeof JoinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Mai Tran');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail or phone' }), 'mai@example.com');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Where will you find players?' }), 'Social media');
  return canvas;
}

/** SPEC §2 "join us": what the programme gives and how joining works, then the application. */
export const Programme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
    const benefits = canvas.getByRole('region', { name: 'What you get' });
    await expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(benefits).getByText(/Real-time salary settles every 5 minutes/)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to become an affiliate' }));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  },
};

/** A visitor applies: the application is sent once and answered with a reference to quote. */
export const Apply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Anything else/ }), 'I run a football fan page.');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send application' }));
    const sent = await canvas.findByRole('status', {}, wait);
    await expect(sent).toHaveTextContent('Application sent');
    await expect(sent).toHaveTextContent(
      'Thank you, Mai Tran. Your reference is AF000001. An affiliate manager will contact you at mai@example.com.',
    );
  },
};

/** Sent empty: each field says what it needs, and the first one takes the focus; nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail or phone' }), 'call me');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    await expect(name).toHaveAccessibleDescription('This field cannot be empty');
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'E-mail or phone' })).toHaveAccessibleDescription(
      /Enter an e-mail address or a phone number/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Where will you find players?' })).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** While the application is on its way the button says so and cannot send it again. */
export const Sending: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(applyAffiliate.path, { stall: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' }, wait)).toBeDisabled();
  },
};

/** The network drops: the catalogue's message, and what was typed stays for another try. */
export const Failed: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(applyAffiliate.path, { network: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(
      'The network connection is abnormal. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('Mai Tran');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('Application sent');
  },
};

/** On a 360 px phone the programme and the form stand in one column, nothing wider than the screen. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Apply to become an affiliate' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
