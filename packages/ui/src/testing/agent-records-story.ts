import { expect, waitFor } from 'storybook/test';
import type { SandboxSetup } from '../../.storybook/sandbox-loader';

/** Stories only: the network drops on every try of a call (the call hooks retry twice). */
export const dropEveryTry =
  (path: string): SandboxSetup =>
  async (controls) => {
    for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(path, { network: true });
  };

/** Stories only: the call's next answer is the value given (an empty page, say). */
export const answerOnce =
  (path: string, value: unknown): SandboxSetup =>
  (controls) =>
    controls.failNext(path, { body: { success: true, message: null, value } });

/** Stories only: the call never answers, so the page stays loading. */
export const stall =
  (path: string): SandboxSetup =>
  (controls) =>
    controls.failNext(path, { stall: true });

/** Stories only: an empty page of a paged call. */
export const EMPTY_PAGE = { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 } as const;

/** Stories only: the record rows of a records table (header, totals and skeleton rows left out). */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>('tbody tr')].filter((row) => row.querySelector('th'));
}

/** Stories only: waits until a records table shows records and no other page or period is on its way. */
export async function settled(table: HTMLElement) {
  await waitFor(
    () => {
      expect(bodyRows(table).length).toBeGreaterThan(0);
      expect(table.closest('[data-slot="records-table"]')).not.toHaveAttribute('aria-busy');
    },
    { timeout: 30_000 },
  );
}
