import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../styling/cn';

export const badgeVariants = /* @__PURE__ */ cva(
  'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ' +
    '[&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      tone: { neutral: '', muted: '', info: '', success: '', warning: '', danger: '', gold: '' },
      variant: { soft: '', solid: '', outline: 'border' },
    },
    compoundVariants: [
      { variant: 'soft', tone: 'neutral', className: 'bg-surface-3 text-text' },
      { variant: 'soft', tone: 'muted', className: 'bg-surface-3 text-text-muted' },
      { variant: 'soft', tone: 'info', className: 'bg-accent-soft text-text' },
      { variant: 'soft', tone: 'success', className: 'bg-success/15 text-success' },
      { variant: 'soft', tone: 'warning', className: 'bg-warning/15 text-warning' },
      { variant: 'soft', tone: 'danger', className: 'bg-danger-surface text-danger' },
      { variant: 'soft', tone: 'gold', className: 'bg-gold/15 text-gold' },
      { variant: 'solid', tone: 'neutral', className: 'bg-text text-page' },
      { variant: 'solid', tone: 'muted', className: 'bg-border text-text' },
      { variant: 'solid', tone: 'info', className: 'bg-accent text-accent-contrast' },
      { variant: 'solid', tone: 'success', className: 'bg-success text-page' },
      { variant: 'solid', tone: 'warning', className: 'bg-warning text-page' },
      { variant: 'solid', tone: 'danger', className: 'bg-danger text-page' },
      { variant: 'solid', tone: 'gold', className: 'bg-gold text-gold-contrast' },
      { variant: 'outline', tone: 'neutral', className: 'border-border text-text' },
      { variant: 'outline', tone: 'muted', className: 'border-border text-text-muted' },
      { variant: 'outline', tone: 'info', className: 'border-accent/60 text-text' },
      { variant: 'outline', tone: 'success', className: 'border-success/50 text-success' },
      { variant: 'outline', tone: 'warning', className: 'border-warning/50 text-warning' },
      { variant: 'outline', tone: 'danger', className: 'border-danger/50 text-danger' },
      { variant: 'outline', tone: 'gold', className: 'border-gold/50 text-gold' },
    ],
    defaultVariants: { tone: 'neutral', variant: 'soft' },
  },
);

/** What a badge says by its colour: a plain fact, a quiet or ended one, news, done, waiting, refused, money. */
export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Render the child element (a link, say) with the badge's look instead of a <span>. */
    asChild?: boolean;
  };

/**
 * A short label in a pill: where a record stands (In process, Approved, Rejected), a role, a level. The tone carries
 * the meaning, the words say it too (colour is never the only sign); `soft` (the default), `solid` or `outline`.
 */
export function Badge({ className, tone, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone, variant }), className)}
      {...props}
    />
  );
}
