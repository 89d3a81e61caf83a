import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { SignedInStory } from './signed-in-story';

/** Stories only: a records page as the member centre shows it, for a logged-in seeded account. */
export function RecordsStory({
  username,
  password,
  children,
}: {
  username?: string;
  password?: string;
  children: ReactNode;
}) {
  return (
    <SignedInStory {...(username ? { username } : {})} {...(password ? { password } : {})}>
      <div className="mx-auto w-full max-w-5xl p-3 sm:p-6">{children}</div>
    </SignedInStory>
  );
}

/** Stories only: the failures a records call meets when the network drops on every try. */
export async function dropEveryTry(
  controls: { failNext(path: string, fault: { network: boolean }): Promise<void> },
  path: string,
) {
  for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(path, { network: true });
}

/**
 * Stories only: a records page as first opened, checked settled: "Today" chosen, and the records in (the table no
 * longer busy) or the period empty.
 */
export async function expectRecordsAtRest(canvasElement: HTMLElement) {
  const wait = { timeout: 30_000 };
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('button', { name: 'Today' }, wait)).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => {
    const table = canvasElement.querySelector('[data-slot="records-table"]');
    const empty = canvas.queryByText('No records in this period');
    expect(empty ?? (table && !table.hasAttribute('aria-busy') ? table : null)).toBeTruthy();
  }, wait);
}
