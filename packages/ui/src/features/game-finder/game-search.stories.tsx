import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { FinderMemberStory } from '../../testing/game-finder-story-harness';
import { StoryRoute } from '../../testing/story-route';
import { GameSearch } from './game-search';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

const meta = {
  title: 'Screens/Find a game/Search',
  component: GameSearch,
  render: (args) => (
    <StoryRoute start="/rng">
      <div className="mx-auto max-w-xl px-3 py-4">
        <GameSearch {...args} />
      </div>
    </StoryRoute>
  ),
} satisfies Meta<typeof GameSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = () => screen.getByRole('combobox', { name: 'Search games and providers' });
const results = () => screen.findByRole('listbox', { name: 'Games and providers found' }, { timeout: 30_000 });
const address = () => screen.getByTestId('address');
const searchStatus = () =>
  within(document.querySelector('[data-slot="game-search"]') as HTMLElement).getByRole('status');

/** The search as a player first sees it: an empty box with its hint, collapsed, no list yet. */
export const AtRest: Story = {
  play: async () => {
    const box = searchBox();
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** `/` on the page focuses the search; typing part of a name lists the games the platform finds, after a pause. */
export const TypingFindsGames: Story = {
  play: async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const box = searchBox();
    // The page listens for `/` from just after its first paint: a `/` pressed before that does nothing, and a person
    // presses it again.
    await waitFor(async () => {
      await userEvent.keyboard('/');
      await expect(box).toHaveFocus();
    });
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'tiger moo');
    const list = await results();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Tiger Moon');
    await expect(options[0]).toHaveTextContent('PG Soft');
    await waitFor(() => expect(searchStatus()).toHaveTextContent(/\d+ results?, use the arrow keys/));
  },
};

/** While the platform searches: skeleton rows and "Searching…" for screen readers. */
export const Loading: Story = {
  parameters: { sandbox: (async (controls) => controls.failNext(GAME_LIST, { stall: true })) satisfies SandboxSetup },
  play: async () => {
    await userEvent.type(searchBox(), 'tiger');
    await waitFor(() => expect(searchStatus()).toHaveTextContent('Searching…'));
    await expect(searchBox()).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/**
 * The ARIA combobox pattern: ArrowDown and ArrowUp move the highlight (wrapping round), Escape closes the list and a
 * second Escape clears the text; a vendor found by name opens its lobby tab with Enter.
 */
export const KeyboardNavigation: Story = {
  play: async () => {
    const box = searchBox();
    await userEvent.type(box, 'spribe');
    const list = await results();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    const options = within(list).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Provider');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('spribe');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');

    await userEvent.type(box, 'spribe');
    await results();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(address()).toHaveAttribute('data-address', '/rng?page=SPB');
  },
};

/** A member's Enter on a highlighted game starts it through the game-start rules: the site's game page opens. */
export const EnterPlaysTheGame: Story = {
  render: (args) => (
    <FinderMemberStory>
      <div className="mx-auto max-w-xl px-3 py-4">
        <GameSearch {...args} />
      </div>
    </FinderMemberStory>
  ),
  play: async () => {
    const box = await screen.findByRole('combobox', { name: 'Search games and providers' }, { timeout: 30_000 });
    await userEvent.click(box);
    await userEvent.type(box, 'tiger moon');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Tiger Moon'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(address()).toHaveAttribute('data-address', expect.stringMatching(/^\/game\?gameId=PG_/)),
    );
    await expect(address().getAttribute('data-address')).toContain('vassalage=PG');
  },
};

/** Nothing found: said plainly in the list's place, with what to try. */
export const NoMatch: Story = {
  play: async () => {
    const box = searchBox();
    await userEvent.type(box, 'zzqx');
    const popup = document.querySelector('[data-slot="game-search-popup"]') as HTMLElement;
    await expect(await within(popup).findByText('No games match “zzqx”', {}, { timeout: 30_000 })).toBeVisible();
    await expect(screen.getByText('Check the spelling, or try part of the name.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** SPEC §8: a search that fails says the catalogue's message in the list's place; Try again searches again. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(GAME_LIST, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async () => {
    await userEvent.type(searchBox(), 'tiger moo');
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await results();
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Tiger Moon');
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** `/` types a slash in another field: only a press outside a field moves to the search. */
export const SlashWhileTypingElsewhere: Story = {
  render: (args) => (
    <StoryRoute start="/rng">
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-3 py-4">
        <GameSearch {...args} />
        <label translate="no" className="flex flex-col gap-1 text-sm">
          Promo code
          <input className="h-10 rounded-md border border-border bg-surface-1 px-3" />
        </label>
      </div>
    </StoryRoute>
  ),
  play: async () => {
    const other = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(other, 'AB/12');
    await expect(other).toHaveValue('AB/12');
    await expect(other).toHaveFocus();
    await expect(searchBox()).toHaveValue('');
  },
};
