import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AuthDialogsContext } from '../../platform/auth-dialogs-context';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { MyAccountPage } from './my-account-page';

const openAuthDialog = fn();

const meta = {
  title: 'Screens/Member centre/My account',
  component: MyAccountPage,
  args: { openPage: fn() },
  decorators: [
    (Story) => (
      <AuthDialogsContext value={{ current: null, open: openAuthDialog, close: fn() }}>
        <main className="mx-auto max-w-4xl p-4">
          <SignedInStory>
            <Story />
          </SignedInStory>
        </main>
      </AuthDialogsContext>
    ),
  ],
  beforeEach: () => {
    openAuthDialog.mockClear();
  },
} satisfies Meta<typeof MyAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging a seeded account in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };

// SPEC §2, §3: who the player is, with the bound contacts masked (never the whole number or address).
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Lucky Player', {}, slow)).toBeVisible();
    await expect(page.getByText('player1', { exact: true })).toBeVisible();
    const labels = page.getByRole('list', { name: 'Labels' });
    await expect(
      within(labels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Club: Gold', 'VIP', 'Early bird']);
    await expect(await page.findByText('+84 912***678')).toBeVisible();
    await expect(page.getByText('pl****@lobbykit.test')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('912345678');
    await expect(await page.findByText('Set', { selector: 'span' })).toBeVisible();
    await expect(await page.findByRole('img', { name: 'Your avatar' })).toHaveAttribute('data-avatar-type', 'CUSTOM');
  },
};

export const ProfileOnAPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('+84 912***678', {}, slow)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

// The change-password dialog is the auth feature's: the page asks the auth dialogs to open it.
export const ChangeLoginPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = (await page.findByText('Login password', {}, slow)).closest('div') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Change' }));
    await expect(openAuthDialog).toHaveBeenCalledWith('change-password');
  },
};

// A wrong confirmation is caught at once; a wrong login password is the platform's refusal; then it saves.
export const ChangePaymentPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = (await page.findByText('Payment password', {}, slow)).closest('div') as HTMLElement;
    await userEvent.click(await within(row).findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payment password' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('Login password'), 'Wrong123');
    await userEvent.type(form.getByLabelText('New payment password'), '12a3456');
    await expect(form.getByLabelText('New payment password')).toHaveValue('123456');
    await userEvent.type(form.getByLabelText('Confirm payment password'), '654321');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByLabelText('Confirm payment password')).toHaveAccessibleDescription(
      'The two passwords do not match',
    );

    await userEvent.clear(form.getByLabelText('Confirm payment password'));
    await userEvent.type(form.getByLabelText('Confirm payment password'), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The password format is incorrect');

    await userEvent.clear(form.getByLabelText('Login password'));
    await userEvent.type(form.getByLabelText('Login password'), 'Player123');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(page.getByRole('status')).toHaveTextContent('Your payment password has been saved.');
  },
};

export const PickAStockAvatar: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Change avatar' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change avatar' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(await dialog.findByRole('radio', { name: 'Avatar 3' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(page.getByRole('status')).toHaveTextContent('Your avatar has been updated.');
    await waitFor(() =>
      expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/sandbox-assets/avatar/2.svg'),
    );
  },
};

async function pngFile(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#1f6feb';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f5c542';
  context.fillRect(0, 0, width / 3, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

// SPEC §5 image rules: a gif is refused with its message; a wide png is previewed cropped square, then saved.
export const UploadYourOwnAvatar: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Change avatar' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change avatar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload your own' }));
    const input = dialog.getByLabelText('Choose an image');
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Images must be PNG or JPG files');

    await userEvent.upload(input, await pngFile('me.png', 300, 200));
    const preview = await dialog.findByRole('img', { name: 'Preview of your new avatar' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const position = dialog.getByRole('slider', { name: 'Position in the square' });
    const before = preview.getAttribute('src');
    // user-event cannot drag a range input; the change event is what a drag ends with.
    fireEvent.change(position, { target: { value: '-100' } });
    await waitFor(() => expect(preview.getAttribute('src')).not.toBe(before));
    const cropped = preview.getAttribute('src') ?? '';

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', cropped));
  },
};

// A failure says so where the profile would be, and a retry brings it.
export const ProfileFailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext('/wps/member/info', { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const problem = await page.findByRole('alert', {}, slow);
    await expect(problem).toHaveTextContent('The network connection is abnormal');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByText('Lucky Player', {}, slow)).toBeVisible();
  },
};
