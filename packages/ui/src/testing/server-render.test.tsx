import { readFileSync } from 'node:fs';
import { COMPLETE_LANGUAGES, createI18n, defineBrandLanguages } from '@lobbykit/i18n';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storyDecorators } from '../../.storybook/providers';
import { storyClock } from './story-clock';

// Every screen renders on a server: each story of every `Screens/...` title is rendered in Node with
// react-dom/static, inside the decorators Storybook gives it (the providers), as a server-rendering brand would
// render the page. A part that throws, or that React or the kit complains about on the console, fails its story.
// Hydrating that HTML in a browser is the site's e2e test (apps/site/e2e/server-rendering.spec.ts, every page).

const storyBrand = defineBrandLanguages({ supported: [...COMPLETE_LANGUAGES, 'AR'], default: 'EN' });

setProjectAnnotations({
  decorators: storyDecorators,
  parameters: { layout: 'fullscreen' },
  initialGlobals: { language: 'EN' },
  // The words, as the browser's loader gives them, and a story's one clock when it asks for it (`sharedClock`); no
  // sandbox behind a service worker: a server render sends no call.
  loaders: [
    async ({ globals, parameters }) => {
      const i18n = createI18n({ brand: storyBrand, storage: null, initialLanguage: String(globals.language ?? 'EN') });
      await i18n.ready;
      return { i18n, clock: parameters.sharedClock === true ? storyClock() : undefined };
    },
  ],
});

/** A stories file: its meta and its stories, as Storybook's portable stories take them. */
type StoriesFile = Parameters<typeof composeStories>[0];
/** One story composed with its meta's and the project's annotations: a component, and its loaders to run first. */
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = import.meta.glob<StoriesFile>('../**/*.stories.tsx');
const screenFiles = Object.keys(storyFiles)
  .filter((file) => /\btitle: 'Screens\//.test(readFileSync(new URL(file, import.meta.url), 'utf8')))
  .sort();

// Plain functions, not vitest spies: a story's own beforeEach may spy on the console with Storybook's spyOn.
const consoleAsIs = { error: console.error, warn: console.warn };
let complaints: string[] = [];
beforeEach(() => {
  complaints = [];
  for (const level of ['error', 'warn'] as const)
    console[level] = (...args: unknown[]) => {
      complaints.push(`console.${level}: ${args.map(String).join(' ')}`);
    };
});
afterEach(() => {
  Object.assign(console, consoleAsIs);
});

/** Stories that show a chunk failing to arrive: their chunk fails on the server too, and the browser retries it. */
const FAILING_CHUNK: Record<string, Record<string, string>> = {
  '../features/shell/lazy-route.stories.tsx': {
    FailedThenRetried: 'ChunkLoadError: page chunk failed to load',
    TimedOut: 'ChunkLoadError: page chunk load timed out',
  },
};

it('finds the screens', () => {
  expect(screenFiles.length).toBeGreaterThan(50);
});

describe.each(screenFiles)('%s', (file) => {
  it('renders every story on a server without an error or a warning', async () => {
    const module = await storyFiles[file]?.();
    if (!module) throw new Error(`${file} did not load`);
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
    expect(stories.length).toBeGreaterThan(0);
    for (const [name, Story] of stories) {
      await Story.load();
      const errors: unknown[] = [];
      const { prelude } = await prerender(<Story />, { onError: (error) => void errors.push(error) });
      const html = await new Response(prelude).text();
      const failing = FAILING_CHUNK[file]?.[name];
      expect({ story: name, errors: errors.map(String), complaints }).toEqual({
        story: name,
        errors: failing ? [failing] : [],
        complaints: [],
      });
      expect(html.length, name).toBeGreaterThan(0);
    }
  });
});
