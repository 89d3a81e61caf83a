import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsTriggerVariants } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: { defaultValue: 'password' },
  decorators: [
    // The tabs have no words of their own: every word here is the story's, as a caller's would be (translate=no
    // keeps them out of the story run's words check).
    (Story) => (
      <div className="max-w-md p-6" translate="no">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog's ways to do one thing, as a segmented bar; arrow keys move between the tabs. */
export const Segmented: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Log in">
        <TabsTrigger value="password">Username</TabsTrigger>
        <TabsTrigger value="mobile">Mobile number</TabsTrigger>
      </TabsList>
      <TabsContent value="password">Log in with your username and password.</TabsContent>
      <TabsContent value="mobile">Log in with a code sent by SMS.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Username' });
    await expect(first).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('username and password');
    await expect(first.closest('[data-slot="tabs"]')).not.toBeNull();
  },
};

/** Choosing a tab by keyboard shows its panel. */
export const SwitchWithTheKeyboard: Story = {
  ...Segmented,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Username' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('code sent by SMS');
  },
};

function ControlledPills() {
  const [tab, setTab] = useState('all');
  return (
    <Tabs variant="pills" value={tab} onValueChange={setTab}>
      <TabsList aria-label="Promotion categories">
        {['all', 'sports', 'slots', 'live'].map((value) => (
          <TabsTrigger key={value} value={value} className="capitalize">
            {value}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={tab}>{`Showing ${tab}`}</TabsContent>
    </Tabs>
  );
}

/** A page's categories as pills, controlled by the page. */
export const PillsControlled: Story = {
  render: () => <ControlledPills />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'slots' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing slots');
  },
};

/** Links that route (a category's vendors) keep the tab look through `tabsTriggerVariants`, marked `aria-current`. */
export const LinksWithTheTabLook: Story = {
  render: () => (
    <nav aria-label="Vendors">
      <ul className="flex gap-2">
        {['PG Soft', 'JILI', 'Evolution'].map((name, index) => (
          <li key={name}>
            <a
              href={`#${name}`}
              aria-current={index === 0 ? 'page' : undefined}
              className={tabsTriggerVariants({ variant: 'pills' })}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'page');
  },
};
