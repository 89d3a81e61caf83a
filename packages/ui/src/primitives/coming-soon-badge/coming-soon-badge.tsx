/** The badge's two sizes: `default` inside a centre's pane, `large` at the head of a page of its own. */
const SIZES = {
  default: {
    badge: 'inline-flex size-12 items-center justify-center rounded-full bg-surface-3',
    clock: 'size-6 text-focus',
  },
  large: {
    badge: 'inline-flex size-14 items-center justify-center rounded-full bg-surface-3',
    clock: 'size-7 text-focus',
  },
} as const;

/** Props of {@link ComingSoonBadge}. */
export type ComingSoonBadgeProps = {
  size?: keyof typeof SIZES;
};

/** The clock in a round badge that marks something a later release builds; decoration only, the words beside it say it. */
export function ComingSoonBadge({ size = 'default' }: ComingSoonBadgeProps) {
  const classes = SIZES[size];
  return (
    <span className={classes.badge}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={classes.clock}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
    </span>
  );
}
