import type { Page } from '@playwright/test';

/**
 * Resolves once the page's requests to `path` have ended `count` times, answered or failed: what a test waits for
 * before it looks at how a screen took a run of failures, however long the screen's retries wait between tries.
 */
export function requestsEnded(page: Page, path: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    let ended = 0;
    const onEnd = (request: { url(): string }) => {
      if (new URL(request.url()).pathname !== path || ++ended < count) return;
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
      resolve();
    };
    page.on('requestfinished', onEnd);
    page.on('requestfailed', onEnd);
  });
}
