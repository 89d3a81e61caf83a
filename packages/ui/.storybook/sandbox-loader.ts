import { COMPLETE_LANGUAGES, createI18n, defineBrandLanguages, type I18n } from '@lobbykit/i18n';
import { clockFrom, createSandbox, type SandboxControls } from '@lobbykit/sandbox';
import { createSandboxHandlers } from '@lobbykit/sandbox/msw';
import type { Loader } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { storyClock } from '../src/testing/story-clock';

/** A story's sandbox setup: put the stand-in platform in the state the story needs (`parameters.sandbox`). */
export type SandboxSetup = (controls: SandboxControls) => Promise<void> | void;

/** The controls of the story's sandbox, from a play function's `loaded`. */
export const sandboxControlsOf = (loaded: Record<string, unknown>) =>
  (loaded.sandbox as { controls: SandboxControls }).controls;

/** The story's one clock (`parameters.sharedClock`), from `loaded`: the page's and the platform's. */
export const sharedClockOf = (loaded: Record<string, unknown>) => loaded.clock as ReturnType<typeof storyClock>;

// Stories offer every complete language plus Arabic, to see right-to-left layouts, and the pseudo-language, which
// the language menu never lists.
const storyBrand = defineBrandLanguages({ supported: [...COMPLETE_LANGUAGES, 'AR', 'PSEUDO'], default: 'EN' });

/**
 * The shown story's i18n instance, on the preview's window: the story tests switch the screen a play function left
 * to the pseudo-language in place (`setLanguage('PSEUDO')`) and read what did not come through the catalogues.
 */
export type StoryWindow = { lobbykitStoryI18n?: I18n };

const MINUTE_MS = 60_000;

/**
 * 1 ms past the minute a story starts in. Just past it, not on it: a world seeded on the minute leaves the agents'
 * salary periods that end on the minute unsettled, and the first agent call then pays them live (a story's agent
 * would find 1.00 more in the main wallet than the stories expect of the world as seeded once the story runs).
 */
const seedingMoment = (now: number) => Math.floor(now / MINUTE_MS) * MINUTE_MS + 1;

let worker: ReturnType<typeof setupWorker> | undefined;
let started: Promise<unknown> | undefined;

/**
 * Every story gets a fresh in-memory sandbox behind the service worker, so screens make the same requests
 * they make in the site, and no story sees another's state. Each also gets its own i18n instance, loaded.
 * The sandbox's clock starts at the minute the story starts in and runs on from there, and its world is seeded at
 * that minute: stories started in the same minute (the visual tests start every story at the same moment) share one
 * seeded world, which only the first of them seeds and the others restore.
 */
export const sandboxLoader: Loader = async ({ parameters, globals }) => {
  worker ??= setupWorker();
  started ??= worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  await started;
  const start = seedingMoment(Date.now());
  // A story that moves time (`parameters.sharedClock`) gets one clock that stands still until its play function
  // moves it, read by the page and the platform alike: no moment exists where one has moved and the other not.
  const clock = parameters.sharedClock === true ? storyClock(start) : undefined;
  const sandbox = createSandbox({ clock: clock ? Object.assign(() => clock.now(), { start }) : clockFrom(start) });
  const setup = parameters.sandbox as SandboxSetup | undefined;
  await setup?.(sandbox.controls);
  worker.resetHandlers(...createSandboxHandlers(sandbox));
  // The story's language is loaded before it renders, so play functions find its words at once.
  const i18n = createI18n({ brand: storyBrand, storage: null, initialLanguage: String(globals.language ?? 'EN') });
  await i18n.ready;
  if (typeof window !== 'undefined') (window as StoryWindow).lobbykitStoryI18n = i18n;
  return { sandbox, i18n, clock };
};
