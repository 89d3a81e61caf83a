import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { sandboxControlsOf, sharedClockOf } from '../../../../.storybook/sandbox-loader';
import { ClockProvider } from '../../../platform/clock-provider';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

/** The field as the login and register forms show it: the image comes from the platform, refreshed on a press. */
function CaptchaFromThePlatform() {
  const captcha = useCaptcha(true);
  return <CaptchaField src={captcha.src} onRefresh={captcha.refresh} />;
}

const meta = {
  title: 'Auth/Verification/Captcha field',
  component: CaptchaField,
  args: { src: null, onRefresh: fn() },
  // The captcha's time rule (one refresh a second) reads this clock, which stands still until a play function moves it.
  parameters: { layout: 'padded', sharedClock: true },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the platform's answer behind it; its images are drawn afresh on every run, so a little may differ. */
const fromThePlatform: Pick<Story, 'render' | 'parameters'> = {
  render: (_args, { loaded }) => (
    <ClockProvider clock={sharedClockOf(loaded).now}>
      <CaptchaFromThePlatform />
    </ClockProvider>
  ),
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
};

const imageIn = (canvasElement: HTMLElement) => within(canvasElement).findByRole('img', { name: 'Captcha image' });

/** The image shows in the refresh button beside the empty field; the code read from it is typed in. */
export const ShowsTheImageAndTakesTheCode: Story = {
  ...fromThePlatform,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const image = await imageIn(canvasElement);
    await expect(image).toBeVisible();
    await expect(image.getAttribute('src')).toMatch(/^data:image\//);
    await expect(canvas.getByRole('button', { name: 'Get a new captcha' })).toContainElement(image);
    const field = canvas.getByRole('textbox', { name: 'Captcha' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Enter the characters shown');
    const code = (await sandboxControlsOf(loaded).lastCaptchaCode()) ?? '';
    await expect(code).toMatch(/^[A-Z0-9]{4}$/);
    await userEvent.type(field, code);
    await expect(field).toHaveValue(code);
  },
};

/**
 * SPEC §4, §9: pressing the image brings a new one with a new code; a second press within the same second asks for
 * nothing more, one a second later does.
 */
export const RefreshGivesANewImage: Story = {
  ...fromThePlatform,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const controls = sandboxControlsOf(loaded);
    const shownSrc = () => canvas.getByRole('img', { name: 'Captcha image' }).getAttribute('src');
    const firstSrc = (await imageIn(canvasElement)).getAttribute('src');
    const firstCode = await controls.lastCaptchaCode();
    const requests = spyOn(globalThis, 'fetch');
    const captchaRequests = () =>
      requests.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/captcha'))
        .length;
    const refresh = canvas.getByRole('button', { name: 'Get a new captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await waitFor(() => expect(shownSrc()).not.toBe(firstSrc));
    await expect(captchaRequests()).toBe(1);
    await expect(await controls.lastCaptchaCode()).not.toBe(firstCode);

    const secondSrc = shownSrc();
    sharedClockOf(loaded).advance(1000);
    await userEvent.click(refresh);
    await waitFor(() => expect(shownSrc()).not.toBe(secondSrc));
    await expect(captchaRequests()).toBe(2);
    requests.mockRestore();
    const code = (await controls.lastCaptchaCode()) ?? '';
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), code);
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue(code);
  },
};

/** Before the image arrives: a spinner in its place, the button still named for what it does and marked busy. */
export const WhileTheImageLoads: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Get a new captcha' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), 'K7QM');
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue('K7QM');
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};
