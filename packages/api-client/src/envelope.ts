import { z } from 'zod/mini';

/** The platform's answer to every call: `{ success, value, message }` (PLATFORM-FACTS §2.3). */
export const envelopeSchema = /* @__PURE__ */ z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.nullish(z.string()),
});

/** A platform answer before its `value` is checked against the call's own schema. */
export type Envelope = z.infer<typeof envelopeSchema>;
