import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

// Visual regression of every story at 1440 px and 360 px. Baselines live in
// tests/visual/__screenshots__ and are re-recorded with `npm run test:visual:update`.
type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };
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

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): void;
  };
};

// Loading Storybook's preview costs more than most stories take to render and play, so each worker loads it
// once and switches stories in place, the way the Storybook manager does. The accessibility checks ran in the
// story tests already; here they would only add time.
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
      await page.clock.install({ time: STORY_NOW });
      await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`);
      await page.waitForFunction(() => {
        const phase = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'completed';
      });
      await page.evaluate(() => document.fonts.ready);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows one story from a clean start (time, storage, scroll, size) and waits until its play function is done. */
async function showStory(page: Page, storyId: string) {
  await page.setViewportSize(DESKTOP);
  await page.clock.setSystemTime(STORY_NOW);
  await page.evaluate((id) => {
    localStorage.clear();
    sessionStorage.clear();
    (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.onSetCurrentStory({ storyId: id, viewMode: 'story' });
  }, storyId);
  // A play function that fails still ends the render: the story tests report it, and here its end state differs.
  await page.waitForFunction((id) => {
    const render = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && (render.phase === 'finished' || render.phase === 'completed');
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
  // Whether a focus ring shows after a play function depends on timing, not on the product; the play
  // functions assert focus, the screenshots compare everything else.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

for (const story of stories) {
  test(story.id, async ({ preview }) => {
    await showStory(preview, story.id);
    await expect(preview).toHaveScreenshot(`${story.id}-1440.png`);
    // The same rendered state on a phone: the layout reflows without replaying the story.
    await preview.setViewportSize(PHONE);
    await expect(preview).toHaveScreenshot(`${story.id}-360.png`);
  });
}
