export type { SandboxContext } from './context';
export type { SandboxControls } from './controls/controls';
export { CONTROL_PATHS } from './controls/http';
export type { Fault } from './faults';
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { DEFAULT_PASSWORD, SEED_ACCOUNTS } from './state/seed-accounts';
export { SANDBOX_MERCHANT } from './state/seed-config';
export { createMemoryStore } from './store/memory-store';
export type { SandboxStore } from './store/store';
