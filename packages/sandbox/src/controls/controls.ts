import { addressOf, type ControlFunctions, type ControlTargets, controlFunctions } from './control';
import { lobbyControls } from './game-controls';
import { walletControls } from './money-controls';
import { platformControls } from './platform-controls';
import { protectionControlDefinitions } from './protection-controls';
import { runControls } from './run-controls';
import { secretControls } from './secret-controls';

/**
 * Every sandbox control, by the name of its function: `sandbox.controls` and the routes under `/__sandbox/` are
 * both made from this one list, so a control cannot exist in one and not the other.
 */
export const SANDBOX_CONTROLS = {
  ...platformControls,
  ...secretControls,
  ...runControls,
  ...lobbyControls,
  ...walletControls,
  ...protectionControlDefinitions,
};

/** Sandbox-only controls for stories and tests (all async); the same exist over HTTP under `/__sandbox/`. */
export type SandboxControls = ControlFunctions<typeof SANDBOX_CONTROLS>;

/** Builds the control functions over a sandbox's parts. */
export function createControls(targets: ControlTargets): SandboxControls {
  return controlFunctions(SANDBOX_CONTROLS, targets);
}

/** The HTTP addresses of the platform, code and run controls; the README documents each. */
export const CONTROL_PATHS = {
  status: addressOf(platformControls.setSystemStatus),
  brand: addressOf(platformControls.setBrand),
  languages: addressOf(platformControls.setLanguages),
  modules: addressOf(platformControls.setModuleFlags),
  registerRules: addressOf(platformControls.setRegisterRules),
  sms: addressOf(secretControls.lastSmsCode),
  captcha: addressOf(secretControls.lastCaptchaCode),
  phoneAuth: addressOf(secretControls.phoneAuthToken),
  clock: addressOf(runControls.now),
  reset: addressOf(runControls.reset),
  failNext: addressOf(runControls.failNext),
  publicKey: addressOf(secretControls.publicKey),
};
