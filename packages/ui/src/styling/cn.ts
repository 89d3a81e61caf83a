import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { kitMergeConfig } from './class-groups';

// tailwind-merge over the class groups the kit uses and those that override them (scripts/class-groups.mjs): a
// brand's className still wins over the kit's classes as with the full merge, at a fraction of its size.
const merge = /* @__PURE__ */ createTailwindMerge(kitMergeConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn/ui's `cn`). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
