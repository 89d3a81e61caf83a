import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { forgetServerStrings, keepServerStrings, SERVER_CONTENT_FIELDS, untranslatedText } from './untranslated-text';

// On unless turned off with LOBBYKIT_WORDS_CHECK=0 (to look at a screenshot without it, say).
const WORDS_CHECK = process.env.LOBBYKIT_WORDS_CHECK !== '0';

// Every story, tested once over the static Storybook: its play function runs, axe checks what it left on the
// page (a violation fails it, as `parameters.a11y.test: 'error'` says), and the end state is compared with its
// baseline at the screen it is written for (1440 px unless it declares a phone). A component whose stories hold no
// phone story has its first story compared at 360 px too, so every component's phone layout is seen once.
// Baselines live in tests/visual/__screenshots__ and are re-recorded with `npm run test:visual:update`.
// (The same stories also run under Vitest from Storybook's test panel.)
type IndexEntry = { id: string; title: string; type: 'story' | 'docs'; tags?: string[] };
const index = JSON.parse(readFileSync('packages/ui/storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

// Every story starts at the same moment, so the sandbox seeds the same world and dates, years and countdowns
// read the same on every day the baselines are compared.
const STORY_NOW = new Date('2026-06-17T05:00:00Z');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };

/** What Storybook said about one story's run: its end status and whatever failed along the way. */
type StoryOutcome = { status: 'success' | 'error'; problems: string[] };

type Report = { type: string; status: string; result?: { violations?: Violation[]; error?: unknown } };
type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: {
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): void;
    storyStoreValue: { loadStory(selection: { storyId: string }): Promise<DeclaredStory> };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __reportStory(storyId: string, outcome: StoryOutcome): void;
  /** The story the page shows, so that showing it again remounts it (selecting it again would render nothing). */
  __shownStory?: string;
};

/**
 * What a story declares about the screen it needs: Storybook's viewport global and its options, and
 * `parameters.motion: 'full'` for a story about what moves (autoplay, a scrolling marquee), which plays without
 * the reduced motion every other story plays under so that its screenshots are the same on every run.
 */
type DeclaredStory = {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: {
    motion?: 'full';
    /** For a story whose data is drawn afresh on every run (a captcha, random references): how much may differ. */
    visual?: { maxDiffPixelRatio?: number };
    viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
  };
};
type Screen = { size: { width: number; height: number } | null; fullMotion: boolean; maxDiffPixelRatio?: number };

/** Hooks the preview's channel as soon as it exists (again after any reload) and reports each finished story. */
function listenToPreview() {
  const w = window as unknown as StorybookWindow;
  let problems: string[] = [];
  const textOf = (error: { message?: string; stack?: string }) => String(error?.stack ?? error?.message ?? error);
  const hook = () => {
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return void setTimeout(hook, 10);
    channel.on('storyChanged', () => {
      problems = [];
    });
    channel.on('playFunctionThrewException', (error: { message?: string }) => problems.push(`play: ${textOf(error)}`));
    channel.on('storyThrewException', (error: { message?: string }) => problems.push(`render: ${textOf(error)}`));
    channel.on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) => {
      for (const error of errors) problems.push(`unhandled: ${textOf(error)}`);
    });
    channel.on('storyFinished', (event: { storyId: string; status: 'success' | 'error'; reporters?: Report[] }) => {
      const found = [...problems];
      for (const report of event.reporters ?? []) {
        if (report.type !== 'a11y' || report.status !== 'failed') continue;
        if (report.result?.error) found.push(`axe could not run: ${String(report.result.error)}`);
        for (const violation of report.result?.violations ?? []) {
          const where = violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3);
          found.push(`axe ${violation.id}: ${violation.help} — ${where.join(', ')}`);
        }
      }
      problems = [];
      w.__reportStory(event.storyId, { status: event.status, problems: found });
    });
  };
  hook();
}

// Loading Storybook's preview costs more than most stories take to render and play, so each worker loads it
// once and switches stories in place, the way the Storybook manager does, listening to what the preview reports.
const test = base.extend<object, { preview: { page: Page; finished: (storyId: string) => Promise<StoryOutcome> } }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const waiting = new Map<string, (outcome: StoryOutcome) => void>();
      await page.exposeFunction('__reportStory', (storyId: string, outcome: StoryOutcome) => {
        waiting.get(storyId)?.(outcome);
        waiting.delete(storyId);
      });
      await page.addInitScript(listenToPreview);
      await page.addInitScript(keepServerStrings, SERVER_CONTENT_FIELDS);
      await page.clock.install({ time: STORY_NOW });
      // The page opens on a story of its own, whose play function must end before another story is shown: one
      // still typing or tabbing would act on the next story's page (a frame story left focus in a carousel).
      const opened = stories[0] && new Promise<StoryOutcome>((resolve) => waiting.set(stories[0]?.id ?? '', resolve));
      await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story`);
      await opened;
      await page.evaluate((id) => {
        (window as unknown as StorybookWindow).__shownStory = id;
      }, stories[0]?.id);
      await page.evaluate(() => document.fonts.ready);
      const finished = (storyId: string) => new Promise<StoryOutcome>((resolve) => waiting.set(storyId, resolve));
      await use({ page, finished });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** What each story declared, read once per worker: a component's first story reads all its siblings'. */
const declaredScreens = new Map<string, Screen>();

/** The one screen size a story asks for (a phone story, say; else none: 1440 and 360 px) and its motion. */
async function declaredScreen(page: Page, storyId: string): Promise<Screen> {
  const known = declaredScreens.get(storyId);
  if (known) return known;
  const screen = await readDeclaredScreen(page, storyId);
  declaredScreens.set(storyId, screen);
  return screen;
}

async function readDeclaredScreen(page: Page, storyId: string): Promise<Screen> {
  const { styles, fullMotion, maxDiffPixelRatio } = await page.evaluate(async (id) => {
    const store = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    const story = await store?.loadStory({ storyId: id });
    const name = story?.storyGlobals?.viewport?.value;
    return {
      styles: name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined,
      fullMotion: story?.parameters?.motion === 'full',
      maxDiffPixelRatio: story?.parameters?.visual?.maxDiffPixelRatio,
    };
  }, storyId);
  const size =
    styles?.width && styles.height
      ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) }
      : null;
  return maxDiffPixelRatio === undefined ? { size, fullMotion } : { size, fullMotion, maxDiffPixelRatio };
}

/** Shows one story from a clean start (time, storage, scroll, size) and returns how its run ended. */
async function runStory(
  { page, finished }: { page: Page; finished: (storyId: string) => Promise<StoryOutcome> },
  storyId: string,
  screen: Screen,
): Promise<StoryOutcome> {
  await page.setViewportSize(screen.size ?? DESKTOP);
  await page.emulateMedia({ reducedMotion: screen.fullMotion ? 'no-preference' : 'reduce' });
  await page.clock.setSystemTime(STORY_NOW);
  await forgetServerStrings(page);
  const outcome = finished(storyId);
  await page.evaluate((id) => {
    (document.activeElement as HTMLElement | null)?.blur();
    localStorage.clear();
    sessionStorage.clear();
    const w = window as unknown as StorybookWindow;
    // The story the page opened on is already shown: selecting it again renders and plays nothing, so remount it.
    if (w.__shownStory === id) w.__STORYBOOK_ADDONS_CHANNEL__?.emit('forceRemount', { storyId: id });
    else w.__STORYBOOK_PREVIEW__?.onSetCurrentStory({ storyId: id, viewMode: 'story' });
    w.__shownStory = id;
  }, storyId);
  const result = await outcome;
  await page.evaluate(() => document.fonts.ready);
  // Whether a focus ring shows after a play function depends on timing, not on the product; the play
  // functions assert focus, the screenshots compare everything else.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return result;
}

/**
 * Compares the page with its baseline. A screenshot whose PNG is the baseline's, byte for byte, is the same screen
 * (Chromium encodes the same pixels the same way) and passes at once; any other goes through `toHaveScreenshot`,
 * which applies the tolerance, writes the diff and re-records. The comparison decodes both images and compares every
 * pixel, about 100 ms a screen more, for the nine screens in ten that are exactly their baseline (117 of 132
 * measured).
 */
async function expectScreen(page: Page, name: string, tolerance: { maxDiffPixelRatio?: number }) {
  const baseline = test.info().snapshotPath(name, { kind: 'screenshot' });
  if (test.info().config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, tolerance);
}

/**
 * The first story of each component: also seen on a phone when none of the component's stories is written for one.
 * Whether a story is a phone story is known only in the page, so each test decides from what its first story
 * declared; the index order puts a component's stories together, first story first.
 */
const firstOfComponent = new Set(
  stories.filter((story, position) => stories[position - 1]?.title !== story.title).map((story) => story.id),
);
const siblingsOf = (story: IndexEntry) => stories.filter((other) => other.title === story.title).map((s) => s.id);

/** Whether any of these stories declares a screen of its own (the phone viewport, say). */
async function anyDeclaresScreen(page: Page, storyIds: string[]): Promise<boolean> {
  for (const id of storyIds) if ((await declaredScreen(page, id)).size) return true;
  return false;
}

for (const story of stories) {
  test(story.id, async ({ preview }) => {
    const { page } = preview;
    const screen = await declaredScreen(page, story.id);
    const declared = screen.size;
    const tolerance = screen.maxDiffPixelRatio === undefined ? {} : { maxDiffPixelRatio: screen.maxDiffPixelRatio };
    const outcome = await runStory(preview, story.id, screen);
    // A story tagged `!test` is left out of the story tests with a note in its file saying why; it is still seen.
    if (story.tags?.includes('test')) {
      expect(outcome.problems, 'the play function and axe pass').toEqual([]);
      expect(outcome.status).toBe('success');
    }
    // Screens are compared standing still: what moves (a marquee, a carousel) honours reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A story is compared once, at the screen it is written for.
    const width = declared?.width ?? DESKTOP.width;
    await expectScreen(page, `${story.id}-${width}.png`, tolerance);
    if (!declared && firstOfComponent.has(story.id) && !(await anyDeclaresScreen(page, siblingsOf(story)))) {
      // The component's one look on a phone: the same rendered state reflows without replaying the story.
      await page.setViewportSize(PHONE);
      await expectScreen(page, `${story.id}-360.png`, tolerance);
    }
    // Last, the words: the state the story ended in, switched in place to the pseudo-language (untranslated-text.ts).
    // A story's own words (a brand's name, a page title a site passes) are its args or marked translate=no.
    if (WORDS_CHECK) {
      expect(await untranslatedText(page, story.id), 'every word it shows comes through the catalogues').toEqual([]);
    }
  });
}
