import { expect, waitFor } from 'storybook/test';

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
