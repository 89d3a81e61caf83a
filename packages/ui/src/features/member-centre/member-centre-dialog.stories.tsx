import { MEMBER_CENTRE_PAGES } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { CentreStory } from '../../testing/centre-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { phoneViewport } from '../../testing/signed-in-story';

function WalletStandIn({ openPage }: MemberCentrePageProps) {
  return (
    <button type="button" translate="no" onClick={() => openPage('depositv2')}>
      Wallet stand-in: go to deposit
    </button>
  );
}

const meta = {
  title: 'Screens/Member centre/Frame',
  render: () => <CentreStory start="transferFund" pages={{ transferFund: WalletStandIn }} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const centre = () => screen.findByRole('dialog', { name: 'Member centre' }, dialogChunk);
const address = () => screen.getByTestId('address');

/** SPEC §2: the pages in order, the open one marked; a page switches the address; one not built says so; Close closes. */
export const PagesInOrder: Story = {
  play: async () => {
    const dialog = await centre();
    const nav = within(dialog).getByRole('navigation', { name: 'Member centre' });
    const items = within(nav).getAllByRole('button');
    await expect(items).toHaveLength(MEMBER_CENTRE_PAGES.length);
    await expect(items[0]).toHaveTextContent('My account');
    await expect(items[1]).toHaveTextContent('My wallet');
    await expect(items[1]).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'My wallet' })).toBeVisible();

    // A page can lead to another (a wallet's "deposit"): the address follows.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wallet stand-in: go to deposit' }));
    await expect(address()).toHaveAttribute('data-mc', 'depositv2');
    await userEvent.click(within(nav).getByRole('button', { name: /Bonus details/ }));
    await expect(address()).toHaveAttribute('data-mc', 'bonusDetails');
    await expect(within(nav).getByRole('button', { name: /Bonus details/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByText('Coming soon')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(address()).toHaveAttribute('data-mc', '');
  },
};

/** SPEC §2: mission activity carries the available-mission count, platform information the unread count. */
export const Badges: Story = {
  play: async () => {
    const dialog = await centre();
    const nav = within(dialog).getByRole('navigation', { name: 'Member centre' });
    await expect(
      await within(nav).findByRole('button', { name: /^Mission activity \(\d+ missions? available\)$/ }),
    ).toBeVisible();
    await expect(
      await within(nav).findByRole('button', { name: /^Platform information \(\d+ unread messages?\)$/ }),
    ).toBeVisible();
  },
};

/** At 360 px the centre is a full-height sheet; the list is a row of pills that scrolls, the open one in view. */
export const PhoneSheet: Story = {
  ...phoneViewport,
  render: () => <CentreStory start="messageV2" />,
  play: async () => {
    const dialog = await centre();
    const box = dialog.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    const nav = within(dialog).getByRole('navigation', { name: 'Member centre' });
    const current = within(nav).getByRole('button', { current: 'page' });
    await expect(current).toHaveTextContent('Platform information');
    const list = nav.querySelector('ul') as HTMLElement;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** SPEC §4, §6: a visitor asking for the centre gets the login popup, and the address drops the page. */
export const VisitorGetsTheLogin: Story = {
  render: () => <CentreStory start="transferFund" account={null} />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
    await expect(address()).toHaveAttribute('data-mc', '');
    await expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  },
};

/** SPEC §4, §6, §8: a trial account is refused with 'need a real account'; the centre does not open. */
export const TrialAccountRefused: Story = {
  render: () => <CentreStory start="depositv2" account={{ username: 'trial1', password: 'Trial123' }} />,
  play: async () => {
    const warning = await screen.findByRole('dialog', { name: 'Real account required' }, dialogChunk);
    await expect(warning).toHaveTextContent('This is a trial account.');
    await expect(address()).toHaveAttribute('data-mc', '');
    await expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  },
};
