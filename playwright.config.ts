import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--font-render-hinting=none'],
};

const E2E_ONLY = process.env.LOBBYKIT_E2E_ONLY === '1';
// Another port lets a second run (a clean clone's, say) share the machine with one in progress.
const STORYBOOK_PORT = Number(process.env.LOBBYKIT_STORYBOOK_PORT ?? 4611);

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Time-outs are safety nets for an event that never comes, far above how long anything takes on a loaded 2-core
  // machine: a test waits for what it means (an answer, a state), never for a time.
  timeout: 90_000,
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  // A trace records the screen as it changes, and a page that moves (the notice marquee) changes it all the time:
  // tracing every run doubled the e2e tests' CPU time. A failure is retried in CI, and the retry is traced.
  use: { launchOptions: chromium, trace: 'on-first-retry' },
  projects: [
    {
      name: 'e2e',
      testDir: 'apps/site/e2e',
      // Each worker has a sandbox server of its own (e2e/fixtures.ts): files run side by side, a file's tests in order.
      fullyParallel: false,
      // Under reduced motion nothing moves by itself (the banners' autoplay, the marquee): what a test sees is what
      // it did, not how far a timer got on this machine. Motion is tested in the stories that ask for it.
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, reducedMotion: 'reduce' },
    },
    {
      // Every story, played, checked by axe and screenshotted, from one Storybook page load per worker.
      name: 'visual',
      testDir: 'tests/visual',
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, viewport: { width: 1440, height: 900 } },
    },
  ],
  // The e2e tests start their own sandbox servers, one per worker (apps/site/e2e/fixtures.ts).
  webServer: E2E_ONLY
    ? []
    : [
        {
          command: `pnpm exec vite preview --outDir packages/ui/storybook-static --port ${STORYBOOK_PORT} --strictPort --host 127.0.0.1`,
          url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
      ],
});
