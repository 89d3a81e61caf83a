import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameCard, GameCardSkeleton } from './game-card';
import { storyGame } from './game-story-fixtures';

const art = (path: string) => ({ src: path, fallbackSrc: path });

const meta = {
  title: 'Screens/Lobby/Game card',
  component: GameCard,
  args: {
    game: storyGame(),
    image: art(storyGame().iconUrl),
    vendorName: 'PG Soft',
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-48 bg-page p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const opacityOf = (element: Element) => Number(getComputedStyle(element).opacity);

/** At rest the art, name, vendor and marks show; hover or keyboard focus reveals Play, Free trial and favourite. */
export const HoverAndFocusRevealActions: Story = {
  play: async ({ canvasElement, args }) => {
    const card = canvasElement.querySelector('[data-slot="game-card"]') as HTMLElement;
    const canvas = within(card);
    await expect(canvas.getByText('Fortune Tiger')).toBeVisible();
    await expect(canvas.getByText('PG Soft')).toBeVisible();
    await expect(canvas.getByText('Hot')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    const actions = card.querySelector('[data-slot="game-card-actions"]') as HTMLElement;
    await waitFor(() => expect(opacityOf(actions)).toBe(0));

    // A pointer over the art reaches Play (the :hover look itself is CSS, which synthetic events do not trigger).
    await userEvent.hover(card);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Fortune Tiger' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await userEvent.unhover(card);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(opacityOf(actions)).toBe(0));

    await userEvent.tab();
    const play = canvas.getByRole('button', { name: 'Play Fortune Tiger' });
    await expect(play).toHaveFocus();
    await waitFor(() => expect(opacityOf(actions)).toBe(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenLastCalledWith(args.game);
    await expect(args.onPlay).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Free trial of Fortune Tiger' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onTrial).toHaveBeenCalledWith(args.game);
    await userEvent.tab();
    const favourite = canvas.getByRole('button', { name: 'Add Fortune Tiger to favourites' });
    await expect(favourite).toHaveFocus();
    await userEvent.click(favourite);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game);
  },
};

/** A favourite says so, and its button removes it. */
export const Favourite: Story = {
  args: { favourite: true, game: storyGame({ isHot: 0, isLatest: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Fortune Tiger from favourites' })).toBeInTheDocument();
    await expect(canvas.queryByText('Hot')).toBeNull();
  },
};

/** SPEC §3: isNew 1 is "under maintenance", not "new": a badge on greyed art; Play still answers (with the notice). */
export const UnderMaintenance: Story = {
  args: { game: storyGame({ isNew: 1, isLatest: 0, hasTrial: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Under maintenance')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Free trial/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play Fortune Tiger' })).toBeEnabled();
  },
};

/** The art that cannot be loaded gives way to the game's initials in the same square. */
export const ArtMissing: Story = {
  args: { image: art('/sandbox-assets/missing/none.svg') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('FT')).toBeVisible(), { timeout: 30_000 });
  },
};

/** The loading placeholder holds the card's size. */
export const Skeleton: Story = {
  render: () => <GameCardSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="game-card-skeleton"]') as HTMLElement;
    await expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(150);
  },
};
