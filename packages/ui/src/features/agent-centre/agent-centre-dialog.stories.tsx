import { getConsolidated } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { AgentCentreStory } from '../../testing/agent-centre-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { phoneViewport } from '../../testing/signed-in-story';
import { storyClock } from '../../testing/story-clock';

function OverviewStandIn({ openPage }: AgentCentrePageProps) {
  return (
    <button type="button" translate="no" onClick={() => openPage('downlineManagmentView')}>
      Overview stand-in: go to the team
    </button>
  );
}

const meta = {
  title: 'Screens/Agent centre/Frame',
  render: () => <AgentCentreStory pages={{ agentTeamOverview: OverviewStandIn }} />,
  // The clock ticks while a story plays: its seconds may differ between runs.
  parameters: { visual: { maxDiffPixelRatio: 0.002 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const centre = () => screen.findByRole('dialog', { name: 'Agent centre' }, dialogChunk);
const state = () => screen.getByTestId('agent-centre-state');
const navOf = (dialog: HTMLElement) => within(dialog).getByRole('navigation', { name: 'Agent centre' });
const SPEC_ORDER = [
  'Announcement',
  'Overview',
  'Account',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Transaction details',
];
const CONTRACT_PAGES = ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'];

// Clocks that stand still at the visual tests' instant (2026-06-17T05:00Z, 12:00 in the platform's UTC+7), one per
// story, so each reads an exact time; the clock story moves its own on by a second.
const restingClock = storyClock();
const tickingClock = storyClock();
const clockOf = (dialog: HTMLElement) => dialog.querySelector('[data-slot="agent-clock"]') as HTMLElement;
/** The clock's three parts as shown: its label, the platform's date and time, the offset. */
const partsOf = (clock: HTMLElement) => [...clock.children].map((part) => part.textContent);

/** As an agent first opens the centre: Overview chosen in the list of pages, its heading, the platform's clock. */
export const AtRest: Story = {
  render: () => <AgentCentreStory clock={restingClock.now} pages={{ agentTeamOverview: OverviewStandIn }} />,
  play: async () => {
    const dialog = await centre();
    const items = within(navOf(dialog)).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([...SPEC_ORDER, ...CONTRACT_PAGES]);
    await expect(within(navOf(dialog)).getByRole('button', { current: 'page' })).toHaveTextContent('Overview');
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(partsOf(clockOf(dialog))).toEqual(['Platform time', '2026-06-17 12:00:00', 'GMT+7']);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(state()).toHaveAttribute('data-page', 'agentTeamOverview');
  },
};

/** SPEC §2: an agent's centre opens on Overview; the pages in order; a page leads to another; Close closes. */
export const PagesInOrder: Story = {
  play: async () => {
    const dialog = await centre();
    const items = within(navOf(dialog)).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([...SPEC_ORDER, ...CONTRACT_PAGES]);
    await expect(within(navOf(dialog)).getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Overview stand-in: go to the team' }));
    await expect(state()).toHaveAttribute('data-page', 'downlineManagmentView');
    await userEvent.click(within(navOf(dialog)).getByRole('button', { name: 'My income' }));
    await expect(within(navOf(dialog)).getByRole('button', { name: 'My income' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(dialog).getByText('Coming soon')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(state()).toHaveAttribute('data-page', '');
  },
};

/** PLATFORM-FACTS §7.1: the header's clock shows the platform's time (UTC+7) with its offset, and ticks each second. */
export const AgentClock: Story = {
  render: () => <AgentCentreStory clock={tickingClock.now} pages={{ agentTeamOverview: OverviewStandIn }} />,
  play: async () => {
    const dialog = await centre();
    const clock = clockOf(dialog);
    // 05:00:00 UTC is 12:00:00 on the platform's clock, the same day.
    await expect(partsOf(clock)).toEqual(['Platform time', '2026-06-17 12:00:00', 'GMT+7']);
    await expect(clock.querySelector('time')).toHaveAttribute('datetime', '2026-06-17T05:00:00.000Z');
    tickingClock.advance(1000);
    // The clock shows the moved time at its next whole-second tick.
    await waitFor(() => expect(partsOf(clock)).toEqual(['Platform time', '2026-06-17 12:00:01', 'GMT+7']));
  },
};

const contractsOff: SandboxSetup = (controls) =>
  controls.failNext(getConsolidated.path, {
    body: {
      success: true,
      message: null,
      value: {
        dailysalreqtype: false,
        divtypereq: false,
        contracthoursalreq: false,
        realtimesalreqtype: false,
        contractmrdailysalinfotype: false,
        contracthoursalinfo: false,
        dailysalinfotype: false,
        divtypeinfo: false,
      },
    },
  });

/** SPEC §2: with the contract switches off, Dividend, Daily salary, Hourly salary and Real-time salary are not listed. */
export const ContractPagesOff: Story = {
  parameters: { sandbox: contractsOff },
  play: async () => {
    const dialog = await centre();
    const items = within(navOf(dialog)).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual(SPEC_ORDER);
  },
};

/** A contract page asked for while its switch is off opens the default page instead. */
export const ContractPageOffOpensOverview: Story = {
  parameters: { sandbox: contractsOff },
  render: () => <AgentCentreStory start="agentDividendRecordCopy2" />,
  play: async () => {
    const dialog = await centre();
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  },
};

/** SPEC §6: a member is refused with 'Non-agents cannot log in'; OK closes; no centre opens. */
export const MemberRefused: Story = {
  render: () => <AgentCentreStory account={{ username: 'player1', password: 'Player123' }} />,
  play: async () => {
    const refusal = await centre();
    await expect(refusal).toHaveTextContent('Non-agents cannot log in here.');
    await expect(within(refusal).queryByRole('navigation')).toBeNull();
    await userEvent.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(state()).toHaveAttribute('data-page', '');
  },
};

/** SPEC §4, §6: a visitor asking for the centre gets the login popup, and the centre closes. */
export const VisitorGetsTheLogin: Story = {
  render: () => <AgentCentreStory account={null} />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
    await expect(state()).toHaveAttribute('data-page', '');
    await expect(screen.queryByRole('dialog', { name: 'Agent centre' })).toBeNull();
  },
};

/** The centre waits for its settings: its frame with a spinner, not a list that changes under the agent. */
export const LoadingSettings: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(getConsolidated.path, { stall: true })) satisfies SandboxSetup,
  },
  play: async () => {
    const frame = await screen.findByText('Loading…', {}, dialogChunk);
    await expect(frame).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Agent centre' })).toBeNull();
  },
};

/** The settings could not be read: the catalogue's message and a retry, which opens the centre. */
export const SettingsFailedThenRetry: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        await controls.failNext(getConsolidated.path, { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await centre();
    const problem = await within(dialog).findByRole('alert', {}, dialogChunk);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await within(dialog).findByRole('navigation', { name: 'Agent centre' }, dialogChunk)).toBeVisible();
  },
};

/** At 360 px the centre is a full-height sheet; the list is a row of pills that scrolls, the open one in view. */
export const PhoneSheet: Story = {
  ...phoneViewport,
  render: () => <AgentCentreStory start="agentDownlineTransactionDetailsCopy" />,
  play: async () => {
    const dialog = await centre();
    await expect(dialog.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    const nav = navOf(dialog);
    await expect(within(nav).getByRole('button', { current: 'page' })).toHaveTextContent('Transaction details');
    const list = nav.querySelector('ul') as HTMLElement;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
