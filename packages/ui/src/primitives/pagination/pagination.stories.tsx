import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

/** A caller's words: the pagination has none of its own. */
const WORDS = {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page',
  of: 'of',
  showing: 'Showing page',
};

function PagedStory({ pageCount = 3, words = WORDS }: { pageCount?: number; words?: typeof WORDS }) {
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-3 p-4">
      <p>
        {words.showing} {page}
      </p>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={words.label}
        previousLabel={words.previous}
        nextLabel={words.next}
        pageLabel={(n, total) => `${words.page} ${n} ${words.of} ${total}`}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: PagedStory,
  subcomponents: { Pagination },
  args: { words: WORDS },
} satisfies Meta<typeof PagedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a list first shows it: on page 1, the way back disabled, the way on open. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 1 of 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const MovesBetweenPages: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Page 1 of 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(page.getByText('Showing page 2')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Page 3 of 3' }));
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Many pages keep seven places (first, last, the neighbours and gaps), so the bar never outgrows a phone. */
export const ManyPages: Story = {
  args: { pageCount: 40 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Page 5 of 40' }));
    await expect(page.getByText('Showing page 5')).toBeVisible();
    const numbers = page.getAllByRole('button', { name: /^Page \d+ of 40$/ }).map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '4', '5', '6', '40']);
    await userEvent.click(page.getByRole('button', { name: 'Page 40 of 40' }));
    await expect(page.getAllByRole('button', { name: /^Page \d+ of 40$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '36',
      '37',
      '38',
      '39',
      '40',
    ]);
  },
};
