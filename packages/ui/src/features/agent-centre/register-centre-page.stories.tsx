import { getAffiliateLink, registerDownline } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { phoneViewport } from '../../testing/signed-in-story';
import { RegisterCentrePage } from './register-centre-page';

const meta = {
  title: 'Screens/Agent centre/Account',
  component: RegisterCentrePage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <RegisterCentrePage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof RegisterCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const form = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('form', { name: 'Open a downline account' }, wait);

/** SPEC §2: the agent's affiliate code, the register link carrying it and its QR code, drawn locally. */
export const AffiliateLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AGENT1', {}, wait)).toBeVisible();
    await expect(canvas.getByText(/\/register\?affiliateCode=AGENT1$/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of your register link' })).toBeVisible();
  },
};

/** An agent opens a player's account: checked, sent once, said; the form empties for the next one. */
export const OpensAnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await form(canvas);
    await userEvent.type(within(open).getByLabelText('Username'), 'newplayer7');
    await userEvent.type(within(open).getByLabelText(/Nickname/), 'Lucky Seven');
    await userEvent.type(within(open).getByLabelText('Password'), 'Secret123');
    await userEvent.type(within(open).getByLabelText('Confirm password'), 'Secret123');
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(within(open).getByRole('button', { name: 'Open an account' }));
    await expect(await within(open).findByRole('status', {}, wait)).toHaveTextContent(
      'The account newplayer7 is open and now in your team.',
    );
    const sent = requests.mock.calls.filter(([input]) => String(input).includes(registerDownline.path));
    requests.mockRestore();
    await expect(sent).toHaveLength(1);
    await expect(within(open).getByLabelText('Username')).toHaveValue('');
  },
};

/** SPEC §5: the registration rules are checked before sending; a taken username is said at its field. */
export const RulesAndTakenName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await form(canvas);
    await userEvent.click(within(open).getByRole('radio', { name: 'Agent' }));
    await userEvent.type(within(open).getByLabelText('Password'), 'Secret123');
    await userEvent.type(within(open).getByLabelText('Confirm password'), 'Secret124');
    await userEvent.click(within(open).getByRole('button', { name: 'Open an account' }));
    await expect(within(open).getByLabelText('Username')).toHaveAccessibleDescription(/cannot be empty/i);
    await expect(within(open).getByLabelText('Confirm password')).toHaveAccessibleDescription(/match/i);
    await expect(within(open).getByLabelText('Username')).toHaveFocus();
    await userEvent.type(within(open).getByLabelText('Username'), 'agent2');
    await userEvent.clear(within(open).getByLabelText('Confirm password'));
    await userEvent.type(within(open).getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(within(open).getByRole('button', { name: 'Open an account' }));
    await expect(await within(open).findByText('This username is already taken', {}, wait)).toBeVisible();
  },
};

/** The link could not be read: the catalogue's message and a retry, which brings it; the form stays usable. */
export const LinkFailedThenRetry: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(getAffiliateLink.path, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Open an account' })).toBeEnabled();
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('AGENT1', {}, wait)).toBeVisible();
  },
};

/** While the link loads, its place and the QR code's are kept. */
export const LinkLoading: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(getAffiliateLink.path, { stall: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas);
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeDisabled();
    await expect(canvas.queryByRole('img', { name: 'QR code of your register link' })).toBeNull();
  },
};

/** On a 360 px phone the form is one column and the QR code sits under the link. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AGENT1', {}, wait)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
