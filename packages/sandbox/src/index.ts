export { clockFrom } from './clock';
export type { SandboxContext } from './context';
export type { SandboxControls } from './controls/controls';
export { CONTROL_PATHS } from './controls/http';
export type { Fault } from './faults';
export {
  createSandboxPhoneAuth,
  SANDBOX_PHONE_AUTH_CODE,
  type SandboxPhoneAuth,
  type SandboxPhoneAuthVerification,
} from './phone-auth';
export { SANDBOX_MESSAGE_KEYS, type SandboxMessageKey } from './rejection';
export { GAME_CONTROL_PATHS, gameControls } from './routes/games-controls';
export { DEMO_GAME_PATH } from './routes/games-demo';
export { PROTECTION_CONTROL_PATHS, protectionControls } from './routes/player-protection-controls';
export { MONEY_CONTROL_PATHS, moneyControls } from './routes/wallet-controls';
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { GAME_ICON_PREFIX, LARGE_CATALOGUE_VENDOR, MAINTENANCE_GAME_CODE } from './state/game-catalogue';
export { SEED_PAYMENT_PASSWORD } from './state/payment-passwords';
export { DEFAULT_PASSWORD, SEED_ACCOUNTS } from './state/seed-accounts';
export { SANDBOX_MERCHANT } from './state/seed-config';
export { SEED_TEAM_ACCOUNTS } from './state/seed-member-centre';
export { createMemoryStore } from './store/memory-store';
export type { SandboxStore } from './store/store';
