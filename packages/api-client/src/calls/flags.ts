import { z } from 'zod/mini';

/** A platform on/off flag: the earlier build tests these for truthiness, so 1, '1' and 'true' count as on. */
export const platformFlagSchema = /* @__PURE__ */ z.pipe(
  z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()])),
  z.transform((flag) => flag === true || flag === 1 || flag === '1' || flag === 'true'),
);

/** A decimal amount sent as a string, e.g. '1234.50'; never a float (money stays exact). */
export const decimalAmountSchema = z
  .string()
  .check(z.regex(/^-?\d+(\.\d{1,2})?$/, 'decimal amount with at most 2 decimals'));
