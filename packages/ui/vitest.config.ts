import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, mergeConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium.mjs';
import viteConfig from './vite.config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: its play function runs in Debian's Chromium and axe fails it on any violation.
export default mergeConfig(
  viteConfig,
  defineProject({
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    test: {
      name: 'ui',
      // As the visual tests allow a story (playwright.config.ts): its waits are bounded at 30 s each, not the test.
      testTimeout: 90_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
