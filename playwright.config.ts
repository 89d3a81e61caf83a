import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--font-render-hinting=none'],
};

// Overridable so that several people can run the e2e tests on one machine at once.
const SITE_PORT = Number(process.env.LOBBYKIT_E2E_PORT ?? 4610);
const E2E_ONLY = process.env.LOBBYKIT_E2E_ONLY === '1';
// A site build of one's own (`vite build --outDir …`), so that two people's builds do not replace each other's files.
const SITE_DIST = process.env.LOBBYKIT_E2E_DIST ? ` --static-dir ${process.env.LOBBYKIT_E2E_DIST}` : '';
const STORYBOOK_PORT = 4611;

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  use: { launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'e2e',
      testDir: 'apps/site/e2e',
      // Beside the story run both cores are busy: a test of several page loads and logins takes over 30 s there.
      timeout: 60_000,
      // The sandbox's state (system status, accounts) is shared by every e2e test: one at a time.
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SITE_PORT}`, launchOptions: chromium },
    },
    {
      // Every story, played, checked by axe and screenshotted, from one Storybook page load per worker.
      name: 'visual',
      testDir: 'tests/visual',
      // The longest stories (a thousand-game grid scrolled, retries after failures) play for 15 s alone.
      timeout: 60_000,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The built site on the real sandbox server, with a fresh SQLite file for every run.
      command: `node apps/site/scripts/serve.mjs --port ${SITE_PORT} --data-dir reports/e2e-sandbox-${SITE_PORT} --reset${SITE_DIST}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(E2E_ONLY
      ? []
      : [
          {
            command: `pnpm exec vite preview --outDir packages/ui/storybook-static --port ${STORYBOOK_PORT} --strictPort --host 127.0.0.1`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
  ],
});
