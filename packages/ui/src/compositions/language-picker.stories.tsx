import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './app-shell';

const meta = {
  title: 'Screens/Shell/Language picker',
  component: AppShell,
  args: { brandName: 'lobbykit' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// The picker's name is in the shown language ("Language: English", "语言: 简体中文"), so find it once.
async function chooseLanguage(trigger: HTMLElement, nativeName: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('menuitemradio', { name: nativeName }));
}

export const SwitchesEveryOfferedLanguage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const footer = await page.findByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent('All rights reserved'));
    const english = footer.textContent;
    const trigger = page.getByRole('button', { name: 'Language: English' });
    for (const [nativeName, tag] of [
      ['简体中文', 'zh-CN'],
      ['日本語', 'ja'],
      ['ไทย', 'th'],
      ['Tiếng Việt', 'vi'],
      ['Tagalog', 'tl'],
    ] as const) {
      await chooseLanguage(trigger, nativeName);
      await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', tag));
      await waitFor(() => expect(footer.textContent).not.toBe(english));
      await expect(page.getByRole('button', { name: new RegExp(nativeName) })).toBeVisible();
    }
    await chooseLanguage(trigger, 'English');
    await waitFor(() => expect(footer).toHaveTextContent('All rights reserved'));
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /English/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Arabic: Story = {
  globals: { language: 'AR' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('contentinfo');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
  },
};

export const Chinese: Story = { globals: { language: 'CN' } };
export const Japanese: Story = { globals: { language: 'JA' } };
export const Thai: Story = { globals: { language: 'TH' } };
export const Vietnamese: Story = { globals: { language: 'VI' } };
export const Tagalog: Story = { globals: { language: 'TY' } };
