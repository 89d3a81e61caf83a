import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Visual regression of every story at 1440 px and 360 px. Baselines live in
// tests/visual/__screenshots__ and are re-recorded with `npm run test:visual:update`.
type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };
const index = JSON.parse(readFileSync('packages/ui/storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

// Every story's page starts at the same moment, so the sandbox seeds the same world and dates, years and
// countdowns read the same on every day the baselines are compared.
const STORY_NOW = new Date('2026-06-17T05:00:00Z');

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.clock.install({ time: STORY_NOW });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until the story has rendered and its play function (if any) has finished ('errored' fails here too).
    await page.waitForFunction(() => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'finished' || phase === 'completed';
    });
    await page.evaluate(() => document.fonts.ready);
    // Whether a focus ring shows after a play function depends on timing, not on the product; the play
    // functions assert focus, the screenshots compare everything else.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page).toHaveScreenshot(`${story.id}-1440.png`);
    // The same rendered state on a phone: the layout reflows without reloading the story.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page).toHaveScreenshot(`${story.id}-360.png`);
  });
}
