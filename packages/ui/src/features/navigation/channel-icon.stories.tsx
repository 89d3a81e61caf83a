import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChannelIcon } from './channel-icon';

const CHANNELS = [
  ['LIVECHAT', 'Live chat'],
  ['WHATSAPP', 'WhatsApp'],
  ['FACEBOOK', 'Facebook'],
  ['MESSENGER', 'Messenger'],
  ['TELEGRAM', 'Telegram'],
  ['LINE', 'LINE'],
  ['ZALO', 'Zalo'],
  ['WECHAT', 'WeChat'],
  ['SKYPE', 'Skype'],
  ['VIBER', 'Viber'],
  ['INSTAGRAM', 'Instagram'],
  ['YOUTUBE', 'YouTube'],
  ['EMAIL', 'E-mail'],
  ['PHONE', 'Phone'],
  ['SOMETHING_NEW', 'Another channel'],
] as const;

/** Each channel type with the name a page gives it (the platform's, for its channels): the story's args. */
function ChannelIcons({ channels }: { channels: readonly (readonly [csType: string, name: string])[] }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-4 p-4 text-sm text-text-muted">
      {channels.map(([csType, name]) => (
        <li key={csType} className="flex flex-col items-center gap-2">
          <ChannelIcon csType={csType} label={name} className="size-10" />
          <span aria-hidden="true">{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Screens/Navigation/Channel icons',
  component: ChannelIcons,
  args: { channels: CHANNELS },
} satisfies Meta<typeof ChannelIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every channel type the platform sends reads as that channel; an unknown one gets a link glyph, never a blank.
export const EveryChannel: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    for (const [, name] of args.channels) await expect(page.getByRole('img', { name })).toBeVisible();
    const drawings = args.channels.map(([, name]) => page.getByRole('img', { name }).innerHTML);
    await expect(new Set(drawings).size).toBe(args.channels.length);
  },
};
