import { useLanguage } from '@lobbykit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { SystemStatusGate } from './system-status-gate';

const meta = {
  title: 'Screens/System status gate',
  component: SystemStatusGate,
  args: {
    children: (
      <p translate="no" className="p-6 text-xl">
        The lobby
      </p>
    ),
  },
} satisfies Meta<typeof SystemStatusGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSandbox = (setup: SandboxSetup) => ({ sandbox: setup });

// Reads retry twice on a network or server failure, so a failure the person sees takes three in a row.
async function failThreeTimes(
  controls: Parameters<SandboxSetup>[0],
  path: string,
  fault: { network?: boolean; status?: number },
) {
  for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(path, fault);
}

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The lobby')).toBeVisible();
  },
};

/** A stand-in for the header's picker: one button per language the site offers now. */
function OfferedLanguages() {
  const { languages, setLanguage } = useLanguage();
  return (
    <ul aria-label="Languages" translate="no" className="flex gap-2 p-6">
      {languages.map((language) => (
        <li key={language.code}>
          <button type="button" lang={language.tag} onClick={() => void setLanguage(language.code)}>
            {language.nativeName}
          </button>
        </li>
      ))}
    </ul>
  );
}

export const OffersThePlatformLanguages: Story = {
  args: { children: <OfferedLanguages /> },
  parameters: withSandbox((controls) => controls.setLanguages({ specPair: true }).then(() => undefined)),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Languages' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['English', 'Tagalog']),
    );
  },
};

export const ArabicTurnsThePageRightToLeft: Story = {
  args: { children: <OfferedLanguages /> },
  parameters: withSandbox((controls) => controls.setLanguages({ arabic: true }).then(() => undefined)),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Languages' });
    await userEvent.click(await within(list).findByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  },
};

export const Maintenance: Story = {
  parameters: withSandbox((controls) => controls.setSystemStatus({ maintenance: true }).then(() => undefined)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/being upgraded/i)).toBeVisible();
    await expect(page.queryByText('The lobby')).toBeNull();
  },
};

export const RegionBlocked: Story = {
  parameters: withSandbox((controls) =>
    controls
      .setSystemStatus({ regionRestriction: true, location: { ip: '198.51.100.23', country: 'SG' } })
      .then(() => undefined),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(/198\.51\.100\.23/)).toBeVisible();
  },
};

export const MaintenanceWinsOverRegionBlock: Story = {
  parameters: withSandbox((controls) =>
    controls.setSystemStatus({ maintenance: true, regionRestriction: true }).then(() => undefined),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/being upgraded/i)).toBeVisible();
  },
};

export const NetworkDownThenRetry: Story = {
  parameters: withSandbox((controls) => failThreeTimes(controls, '/wps/system/status', { network: true })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('The network connection is abnormal');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByText('The lobby')).toBeVisible();
  },
};

export const ServerErrorShowsUnknownError: Story = {
  parameters: withSandbox((controls) => failThreeTimes(controls, '/wps/system/status', { status: 500 })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /unknown error|could not complete/i,
    );
  },
};

// A stand-in for the chat window the browser would open; the page only sets its address or closes it.
function stubChatWindow() {
  const chatWindow = { location: { href: '' }, close: fn(), opener: {} as unknown };
  const open = spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
  return { chatWindow, open };
}

export const ContactUsOpensTheLiveChat: Story = {
  parameters: withSandbox((controls) => controls.setSystemStatus({ maintenance: true }).then(() => undefined)),
  play: async ({ canvasElement }) => {
    const { chatWindow, open } = stubChatWindow();
    try {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Contact us' }));
      await expect(open).toHaveBeenCalledWith('', 'service', 'width=440,height=750');
      await waitFor(() => expect(chatWindow.location.href).toMatch(/\/sandbox-assets\/chat\.html$/));
      await expect(chatWindow.opener).toBeNull();
      await expect(chatWindow.close).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  },
};

export const ContactUsWhenPopupsAreBlocked: Story = {
  parameters: withSandbox((controls) => controls.setSystemStatus({ regionRestriction: true }).then(() => undefined)),
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      const page = within(canvasElement);
      await userEvent.click(await page.findByRole('button', { name: 'Contact us' }));
      await expect(await page.findByText(/blocked the pop-up/)).toBeVisible();
    } finally {
      open.mockRestore();
    }
  },
};

export const ContactUsWhenCustomerServiceFails: Story = {
  parameters: withSandbox(async (controls) => {
    await controls.setSystemStatus({ maintenance: true });
    await failThreeTimes(controls, '/wps/system/customerService', { network: true });
  }),
  play: async ({ canvasElement }) => {
    const { chatWindow, open } = stubChatWindow();
    try {
      const page = within(canvasElement);
      await userEvent.click(await page.findByRole('button', { name: 'Contact us' }));
      // SPEC §8: when customer service fails, the window closes again.
      await waitFor(() => expect(chatWindow.close).toHaveBeenCalled());
      await expect(await page.findByText(/network connection is abnormal/)).toBeVisible();
    } finally {
      open.mockRestore();
    }
  },
};
