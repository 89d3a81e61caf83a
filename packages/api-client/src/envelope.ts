import { z } from 'zod';

/** The platform's answer to every call: `{ success, value, message }` (PLATFORM-FACTS §2.3). */
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  message: z.string().nullish(),
});

/** A platform answer before its `value` is checked against the call's own schema. */
export type Envelope = z.infer<typeof envelopeSchema>;
