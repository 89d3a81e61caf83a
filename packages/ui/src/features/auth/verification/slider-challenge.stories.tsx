import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { AuthSettingsContext } from '../../../platform/auth-dialogs-context';
import { sliderChallenge } from './slider-challenge';
import { useChallengeStep } from './use-challenge-step';

const SETTINGS = { merchant: 'story', phoneAuth: null, challenge: sliderChallenge };

/** Asks for the check as a form does before it sends, in place of the form, and says how it ended. */
function CheckInPlace() {
  const step = useChallengeStep({ inline: true });
  const [outcome, setOutcome] = useState('waiting');
  const { request } = step;
  useEffect(() => {
    void request().then((result) => setOutcome(result ? `solved by ${String(result.method)}` : 'cancelled'));
  }, [request]);
  return (
    <div className="flex max-w-md flex-col gap-4">
      {step.element}
      <p data-testid="outcome" translate="no" className="text-sm text-text-muted">
        {outcome}
      </p>
    </div>
  );
}

function SecurityCheck() {
  return (
    <AuthSettingsContext value={SETTINGS}>
      <CheckInPlace />
    </AuthSettingsContext>
  );
}

const meta = {
  title: 'Auth/Verification/Slider challenge',
  component: SecurityCheck,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SecurityCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

// The check opens once the effect has asked for it, just after the first render.
const checkIn = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Security check' });
const outcome = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('outcome');

/** As it opens: the slider at its start, with focus, and the way that needs no dragging beside the cancel. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const check = within(await checkIn(canvasElement));
    const slider = check.getByRole('slider', { name: 'Slide to the end to verify' });
    await expect(slider).toHaveValue('0');
    await expect(slider).toHaveAttribute('aria-valuetext', '0%');
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(check.getByRole('button', { name: 'Verify without dragging' })).toBeEnabled();
    await expect(check.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(outcome(canvasElement)).toHaveTextContent('waiting');
  },
};

/**
 * Dragged: half way it is not solved yet; at the end the check closes, solved by the slider. A native range's thumb
 * follows only a trusted pointer, which the story runners' synthetic events are not, so the drag is played as what
 * the browser reports while the thumb moves under the pressed pointer: an input event at each value it passes.
 */
export const SolvedByDragging: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(await checkIn(canvasElement)).getByRole('slider', { name: 'Slide to the end to verify' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: slider });
    for (const value of ['20', '50']) fireEvent.input(slider, { target: { value } });
    await expect(slider).toHaveAttribute('aria-valuetext', '50%');
    await expect(outcome(canvasElement)).toHaveTextContent('waiting');
    for (const value of ['80', '100']) fireEvent.input(slider, { target: { value } });
    await userEvent.pointer({ keys: '[/MouseLeft]', target: slider });
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Security check' })).toBeNull());
    await expect(outcome(canvasElement)).toHaveTextContent('solved by slider');
  },
};

/** By keyboard (WCAG 2.2 2.1.1): the arrows step by ten, Page Up by fifty, Home goes back, End solves it. */
export const SolvedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(await checkIn(canvasElement)).getByRole('slider', { name: 'Slide to the end to verify' });
    await waitFor(() => expect(slider).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '10%');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveValue('60');
    await userEvent.keyboard('{ArrowDown}');
    await expect(slider).toHaveValue('50');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await expect(outcome(canvasElement)).toHaveTextContent('waiting');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Security check' })).toBeNull());
    await expect(outcome(canvasElement)).toHaveTextContent('solved by slider');
  },
};

/** Right to left, the arrows follow the reading direction: the left arrow moves the slider on. */
export const RightToLeftArrows: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const slider = within(await checkIn(canvasElement)).getByRole('slider', { name: 'Slide to the end to verify' });
    await waitFor(() => expect(slider).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue('20');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('10');
  },
};

/** WCAG 2.2 2.5.7, 3.3.8: the button solves it with no dragging and no puzzle. */
export const SolvedWithoutDragging: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await checkIn(canvasElement)).getByRole('button', { name: 'Verify without dragging' }),
    );
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Security check' })).toBeNull());
    await expect(outcome(canvasElement)).toHaveTextContent('solved by button');
  },
};

/** Cancelled: the check closes and nothing is solved, so the form sends nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await checkIn(canvasElement)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Security check' })).toBeNull());
    await expect(outcome(canvasElement)).toHaveTextContent('cancelled');
  },
};
