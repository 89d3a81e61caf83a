import { isTrialAccount, type MemberType } from './gating';
import type { ModuleFlags } from './module-flags';

/** How the player logged in (SPEC §3 login type). */
export type LoginType = 'username' | 'sms' | 'firebase';

/** What decides a forced password change after login (SPEC §4). */
export interface PasswordChangeCheck {
  /** The password just typed; compared only, never kept. */
  password: string | null | undefined;
  /** The brand's configured default password, if any. */
  defaultPassword: string | null | undefined;
  passwordExpired: boolean | null | undefined;
  /** Password expiry is enforced (module PWDEXPFORCECHANGE3). */
  expiryEnforced: boolean;
  loginType: LoginType;
}

/**
 * True when the forced change-password dialog must open: the password equals the configured default, or it
 * has expired while expiry is enforced; never for sms or firebase logins (SPEC §4).
 */
export function mustChangePassword(check: PasswordChangeCheck): boolean {
  if (check.loginType === 'sms' || check.loginType === 'firebase') return false;
  const isDefault = Boolean(check.defaultPassword) && check.password === check.defaultPassword;
  const expired = check.passwordExpired === true && check.expiryEnforced;
  return isDefault || expired;
}

/** What follows a successful login (SPEC §4). */
export interface AfterLoginPlan {
  /** Run the first-login action (firstTimeLogin was true). */
  firstLogin: boolean;
  /** Open the forced change-password dialog, or load login info and show the after-login modal. */
  next: 'change-password' | 'after-login-modal';
  /** Fetch the consolidated contract settings (AGENTPOLICY3 on and not a trial account, PLATFORM-FACTS §6.6). */
  fetchContracts: boolean;
}

/** Plans the steps after a successful login (SPEC §4). */
export function planAfterLogin(input: {
  firstTimeLogin?: boolean | null;
  memberType: MemberType;
  agentPolicy: boolean;
  passwordCheck: PasswordChangeCheck;
}): AfterLoginPlan {
  return {
    firstLogin: input.firstTimeLogin === true,
    next: mustChangePassword(input.passwordCheck) ? 'change-password' : 'after-login-modal',
    fetchContracts: input.agentPolicy && !isTrialAccount(input.memberType),
  };
}

/** The ways in which the site offers to log in, register and recover a password, from the module flags (SPEC §4, §6). */
export interface AuthOptions {
  loginMethods: ('password' | 'mobile')[];
  registerMethods: ('username' | 'mobile')[];
  /** The registration tab open first: mobile when mobile registration is on (PLATFORM-FACTS §6.6). */
  defaultRegisterMethod: 'username' | 'mobile' | null;
  /** Phone when forgot-by-phone is on, which is then the default; e-mail is always offered. */
  forgotMethods: ('phone' | 'email')[];
  freePlay: boolean;
}

/** Reads which login, registration and recovery methods the module flags allow (SPEC §4, §6). */
export function readAuthOptions(flags: ModuleFlags): AuthOptions {
  const registerMethods: AuthOptions['registerMethods'] = [];
  if (flags.mobileRegistration) registerMethods.push('mobile');
  if (flags.usernameRegistration) registerMethods.push('username');
  return {
    loginMethods: flags.mobileCodeLogin ? ['password', 'mobile'] : ['password'],
    registerMethods,
    defaultRegisterMethod: registerMethods[0] ?? null,
    forgotMethods: flags.forgotByPhone ? ['phone', 'email'] : ['email'],
    freePlay: flags.freePlay,
  };
}
