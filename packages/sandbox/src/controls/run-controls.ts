import { z } from 'zod';
import type { Fault } from '../faults';
import { defineControl } from './control';

/** Input of `failNext`. */
export const faultControlSchema = z.object({
  status: z.number().int().min(400).max(599).optional(),
  network: z.boolean().optional(),
  stall: z.boolean().optional(),
  stallMs: z.number().int().positive().optional(),
  body: z.unknown().optional(),
  afterHandling: z.boolean().optional(),
});

/** Controls of the sandbox's run itself: its clock, its reset, the faults its next answers carry. */
export const runControls = {
  /** Moves the sandbox clock forward (SMS expiry, session expiry, rate limits). */
  advanceClock: defineControl({
    method: 'POST',
    path: 'clock',
    input: z.object({ advanceMs: z.number().nonnegative() }),
    inputOf: (ms: number) => ({ advanceMs: ms }),
    handle: ({ advanceMs }, sandbox) => sandbox.advanceClock(advanceMs),
  }),
  /** The sandbox clock's time in ms, so a test can ask for records relative to the sandbox's day, not its own. */
  now: defineControl({
    method: 'GET',
    path: 'clock',
    input: z.object({}),
    inputOf: () => ({}),
    handle: (_input, { context }) => ({ now: context.now() }),
    resultOf: ({ now }) => now,
  }),
  /** Back to the seeded state (the RSA key pair stays, so clients need no new key). */
  reset: defineControl({
    method: 'POST',
    path: 'reset',
    input: z.object({}),
    inputOf: () => ({}),
    handle: (_input, sandbox) => sandbox.reset(),
  }),
  /** Makes the next call of `path` fail as described. */
  failNext: defineControl({
    method: 'POST',
    path: 'fail-next',
    input: faultControlSchema.extend({ path: z.string().startsWith('/') }),
    inputOf: (path: string, fault: Fault) => ({ path, ...fault }),
    handle: ({ path, ...fault }, sandbox) => sandbox.addFault(path, fault),
  }),
};
