import { CURRENT_VASSALAGE_KEY } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, use, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavLink } from '../../platform/nav-link';
import { StoryStorageContext } from '../../testing/auth-story-harness';
import { LobbyStoryRoute } from '../../testing/lobby-story-harness';
import { CategoryPage } from './category-page';

/** Stories only: puts a current vendor in the session's storage before the lobby reads it. */
function StoredVendor({ vassalage, children }: { vassalage: string | null; children: ReactNode }) {
  const storage = use(StoryStorageContext);
  useState(() => (vassalage ? storage?.setItem(CURRENT_VASSALAGE_KEY, vassalage) : undefined));
  return children;
}

const meta = {
  title: 'Screens/Lobby/Slots current vendor',
  component: CategoryPage,
  args: { category: 'RNG', title: 'Slots' },
  render: (args, { parameters }) => (
    <LobbyStoryRoute start={(parameters.address as string | undefined) ?? '/rng'}>
      {(vendor) => (
        <StoredVendor vassalage={(parameters.stored as string | undefined) ?? null}>
          <nav aria-label="Story links" translate="no" className="px-5 pt-3">
            <NavLink href="/rng" className="text-sm underline">
              Slots
            </NavLink>
          </nav>
          <CategoryPage {...args} vendor={vendor} />
        </StoredVendor>
      )}
    </LobbyStoryRoute>
  ),
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
const activeTab = async (canvas: ReturnType<typeof within>) => {
  const tabs = await canvas.findByRole('navigation', { name: 'Slots providers' }, slow);
  return waitFor(() => {
    const current = tabs.querySelector('[aria-current="page"]') as HTMLElement | null;
    expect(current).not.toBeNull();
    return current as HTMLElement;
  }, slow);
};

/** SPEC §2: /rng with no `page` opens on the stored current vendor. */
export const OpensTheStoredVendor: Story = {
  parameters: { stored: 'JL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await activeTab(canvas)).toHaveAttribute('href', '/rng?page=JL');
    const games = await canvas.findByRole('list', { name: 'Slots games' }, slow);
    await waitFor(() => expect(within(games).getAllByRole('listitem')[0]).toHaveTextContent('JILI'), slow);
  },
};

/** A vendor tab chosen becomes the current vendor: back on /rng with no `page`, the lobby opens on it. */
export const ATabChosenIsRemembered: Story = {
  parameters: { address: '/rng?page=PP' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await activeTab(canvas)).toHaveAttribute('href', '/rng?page=PP');
    await userEvent.click(canvas.getByRole('link', { name: 'Slots' }));
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/rng');
    await expect(await activeTab(canvas)).toHaveAttribute('href', '/rng?page=PP');
  },
};

/** With nothing stored and no `page`, the first vendor is shown. */
export const FirstVendorByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Slots providers' }, slow);
    const first = within(tabs).getAllByRole('link')[0];
    await waitFor(() => expect(first).toHaveAttribute('aria-current', 'page'), slow);
  },
};
