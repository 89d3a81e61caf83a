import { useLanguage } from '@lobbykit/i18n';
import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';
import { createContext, use } from 'react';
import { cn } from '../../styling/cn';

type TabsVariant = 'segmented' | 'pills' | 'underline';

const TabsVariantContext = createContext<TabsVariant>('segmented');

const tabsListVariants = /* @__PURE__ */ cva('flex', {
  variants: {
    variant: {
      segmented: 'gap-1 rounded-lg bg-surface-2 p-1',
      pills: 'gap-2 overflow-x-auto pb-1',
      underline: 'gap-1 border-border border-b',
    },
  },
  defaultVariants: { variant: 'segmented' },
});

/**
 * A tab's look, for a trigger and for a link that acts as a tab (a vendor row routing to its page): the chosen one
 * is `data-state="active"` on a trigger and `aria-current="page"` on a link.
 */
export const tabsTriggerVariants = /* @__PURE__ */ cva('motion-safe:transition-colors', {
  variants: {
    variant: {
      // Equal parts of a bar: a dialog's ways to do one thing (log in by password, by SMS).
      segmented:
        'flex-1 rounded-md px-3 py-2 font-medium text-sm text-text-muted hover:text-text ' +
        'data-[state=active]:bg-surface-3 data-[state=active]:text-text',
      // A row of pills that scrolls sideways on a phone: a page's categories.
      pills:
        'inline-flex h-10 shrink-0 items-center rounded-full border border-border bg-surface-2 px-4 font-semibold ' +
        'text-sm text-text-muted hover:bg-surface-3 hover:text-text focus-visible:outline-2 focus-visible:outline-focus ' +
        'data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-accent-contrast ' +
        'aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-contrast',
      // Words over a rule, the chosen one underlined: a section's views of one list (recently played, favourites).
      underline:
        '-mb-px border-transparent border-b-2 px-3 py-2 font-semibold text-sm text-text-muted hover:text-text ' +
        'focus-visible:outline-2 focus-visible:outline-focus data-[state=active]:border-accent data-[state=active]:text-text',
    },
  },
  defaultVariants: { variant: 'segmented' },
});

/** Props of {@link Tabs}. */
export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  /**
   * `segmented` (a bar of equal parts, the default), `pills` (a row of rounded pills) or `underline` (words over a
   * rule, the chosen one underlined); its list and triggers follow.
   */
  variant?: TabsVariant;
};

/**
 * Tabs (radix-ui): a list of triggers, one content per value, arrow keys between triggers. Controlled with
 * `value`/`onValueChange` or uncontrolled with `defaultValue`; the chosen trigger and content are `data-state="active"`.
 * The arrow keys follow the shown language's direction (right is back in Arabic) unless `dir` is given.
 */
export function Tabs({ variant = 'segmented', className, dir, ...props }: TabsProps) {
  const { language } = useLanguage();
  return (
    <TabsVariantContext value={variant}>
      <TabsPrimitive.Root
        data-slot="tabs"
        dir={dir ?? language.dir}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsVariantContext>
  );
}

/** Props of {@link TabsList}. */
export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants> & {
    /** The row's accessible name (what the tabs choose between). */
    'aria-label'?: string;
  };

/** The row of triggers (`role="tablist"`), styled after the root's `variant` unless given its own. */
export function TabsList({ variant, className, ...props }: TabsListProps) {
  const inherited = use(TabsVariantContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(tabsListVariants({ variant: variant ?? inherited }), className)}
      {...props}
    />
  );
}

/** Props of {@link TabsTrigger}. */
export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> &
  VariantProps<typeof tabsTriggerVariants> & {
    /** The value of the content this trigger shows. */
    value: string;
  };

/** One tab (`role="tab"`): shows the content with the same `value`. */
export function TabsTrigger({ variant, className, ...props }: TabsTriggerProps) {
  const inherited = use(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant: variant ?? inherited }), className)}
      {...props}
    />
  );
}

/** Props of {@link TabsContent}. */
export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content> & {
  /** The value of the trigger that shows this content. */
  value: string;
};

/** The panel (`role="tabpanel"`) shown while its trigger is chosen; unmounted otherwise unless `forceMount`. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('outline-none', className)} {...props} />;
}
