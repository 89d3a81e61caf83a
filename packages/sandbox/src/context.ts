import type { SandboxKeys } from './state/rsa-keys';
import type { SandboxStore } from './store/store';

/** What every route of the sandbox works with. */
export interface SandboxContext {
  store: SandboxStore;
  /** The sandbox clock in ms; `advanceClock` moves it. */
  now(): number;
  /** Seeded randomness for content (codes, art); tokens use crypto randomness instead. */
  random(): number;
  keys(): Promise<SandboxKeys>;
}
