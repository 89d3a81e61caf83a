import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import {
  type Account,
  accountOfSession,
  allAccounts,
  findAccount,
  findAccountByMobile,
  hashPassword,
  memberInfoOf,
  newAccount,
  nextAccountId,
  passwordMatches,
  saveAccount,
} from '../state/accounts';
import { consumeCaptcha } from '../state/captcha';
import { currentVisitorIp } from '../state/login-location';
import { checkSecurityChallenge } from '../state/security-check';
import { isModuleOn, readSetting } from '../state/settings';
import { checkField, openSession } from '../state/sign-in';
import { consumeSmsCode } from '../state/sms';
import { answer } from './answer';

type RegisterInput = z.output<typeof platformCalls.register.request>;

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Fields checked against the register rules when given (PLATFORM-FACTS §6.8). */
const RULED_FIELDS = ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/** Member info, avatar, registration, affiliate check and passwords (SPEC §7 login and account). */
export function answerMemberCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getMemberInfo, (_input, { session }) =>
    memberInfoOf(accountOfSession(sandbox, session)),
  );
  answer(app, sandbox, platformCalls.getMemberIcon, (_input, { session }) => accountOfSession(sandbox, session).avatar);
  answer(
    app,
    sandbox,
    platformCalls.getPlayerAvatar,
    (_input, { session }) => accountOfSession(sandbox, session).avatar,
  );

  answer(app, sandbox, platformCalls.getAvatarChoices, (_input, { session }) => {
    accountOfSession(sandbox, session);
    return { list: STOCK_AVATARS.map((id) => ({ id, avatar: stockAvatarUrl(id) })) };
  });
  answer(app, sandbox, platformCalls.setPlayerAvatar, (input, { session }) => {
    const account = accountOfSession(sandbox, session);
    if (input.avatarType === 'STATIC' && !STOCK_AVATARS.includes(input.avatarId))
      throw new Rejection('invalid_request');
    const avatar =
      input.avatarType === 'STATIC'
        ? { avatar: stockAvatarUrl(input.avatarId), avatarType: 'STATIC' as const }
        : { avatar: input.image, avatarType: 'CUSTOM' as const };
    saveAccount(sandbox, { ...account, avatar });
    return avatar;
  });

  answer(app, sandbox, platformCalls.register, async (input) => {
    if (!isModuleOn(sandbox.store, 'USERNAMEREG3')) throw new Rejection('function_not_available');
    checkSecurityChallenge(sandbox, input.challenge);
    checkField(sandbox, 'username', input.username, true);
    checkPasswords(sandbox, input.password, input.confirmPassword);
    checkField(sandbox, 'mobileNum', input.mobileNum, false);
    const links = checkNewMember(sandbox, input, input.username ?? '');
    checkRegisterCaptcha(sandbox, input);
    if (input.mobileNum && isModuleOn(sandbox.store, 'REGMOBVERF3')) {
      if (!consumeSmsCode(sandbox, input.mobileNum, input.verificationCode ?? '', 'register')) {
        throw new Rejection('invalid_verification_code');
      }
    }
    return openSession(sandbox, await createMember(sandbox, input, input.username ?? '', links));
  });

  answer(app, sandbox, platformCalls.registerMobile, async (input) => {
    if (!isModuleOn(sandbox.store, 'MOBILENUMREG3')) throw new Rejection('function_not_available');
    checkSecurityChallenge(sandbox, input.challenge);
    checkField(sandbox, 'mobileNum', input.mobileNum, true);
    const mobileNum = input.mobileNum ?? '';
    if (isModuleOn(sandbox.store, 'MOBILENUMPASSREG3')) checkPasswords(sandbox, input.password, input.confirmPassword);
    const links = checkNewMember(sandbox, input, mobileNum);
    checkRegisterCaptcha(sandbox, input);
    if (!consumeSmsCode(sandbox, mobileNum, input.verificationCode ?? '', 'register')) {
      throw new Rejection('invalid_verification_code');
    }
    return openSession(sandbox, await createMember(sandbox, input, mobileNum, links));
  });

  answer(app, sandbox, platformCalls.checkAffiliate, (input) => {
    const agent = agentOfCode(sandbox, input.code);
    if (!agent) throw new Rejection('invitation_code_error');
    return { code: agent.affiliateCode ?? input.code, agent: agent.username };
  });

  answer(app, sandbox, platformCalls.changePassword, async (input, { session }) => {
    const account = accountOfSession(sandbox, session);
    if (!(await passwordMatches(account, input.oldPassword))) throw new Rejection('in_password_incorrect');
    checkPasswords(sandbox, input.newPassword, input.confirmNewPassword);
    if (input.newPassword === input.oldPassword) throw new Rejection('password_unchanged');
    saveAccount(sandbox, { ...account, ...(await hashPassword(input.newPassword)), mustChangePassword: false });
    return null;
  });

  answer(app, sandbox, platformCalls.setPasswordByPhone, async (input) => {
    const account = findAccountByMobile(sandbox, input.mobileNum);
    if (!account || !consumeSmsCode(sandbox, input.mobileNum, input.verificationCode, 'login')) {
      throw new Rejection('invalid_verification_code');
    }
    checkPasswords(sandbox, input.newPassword, input.newPassword);
    saveAccount(sandbox, { ...account, ...(await hashPassword(input.newPassword)), mustChangePassword: false });
    return true;
  });

  answer(app, sandbox, platformCalls.forgotPasswordByEmail, (input) => {
    const account = findAccount(sandbox, input.username);
    if (!account?.email || account.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new Rejection('in_username_exist');
    }
    sandbox.store.put('outbox', `${sandbox.now()}-${account.username}`, {
      to: account.email,
      subject: 'Reset your password',
      at: sandbox.now(),
    });
    return null;
  });
}

/** The stock avatars: the generated tiles the seeded and new accounts start with. */
const STOCK_AVATARS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7'];
const stockAvatarUrl = (id: string) => `/sandbox-assets/avatar/${id}.svg`;

function checkPasswords(sandbox: SandboxContext, password: string | undefined, confirm: string | undefined): void {
  checkField(sandbox, 'password', password, true);
  if (confirm !== undefined && confirm !== password) throw new Rejection('inconsistent_twice');
}

function agentOfCode(sandbox: SandboxContext, code: string): Account | undefined {
  return allAccounts(sandbox).find(
    (account) => AGENT_TYPES.includes(account.type) && account.affiliateCode?.toLowerCase() === code.toLowerCase(),
  );
}

interface MemberLinks {
  upline: Account | undefined;
  referrer: Account | undefined;
}

/** Every check that spends nothing, run before the captcha and the SMS code are used up. */
function checkNewMember(sandbox: SandboxContext, input: RegisterInput, username: string): MemberLinks {
  for (const field of RULED_FIELDS) checkField(sandbox, field, input[field], false);
  checkField(sandbox, 'affiliateCode', input.affiliateCode, false);
  const upline = input.affiliateCode ? agentOfCode(sandbox, input.affiliateCode) : undefined;
  if (input.affiliateCode && !upline) throw new Rejection('invitation_code_error');
  if (findAccount(sandbox, username)) throw new Rejection('username_taken');
  if (input.mobileNum && findAccountByMobile(sandbox, input.mobileNum)) throw new Rejection('mobile_taken');
  // Unknown referral codes are ignored: links shared long ago should not block a registration.
  const referrer = input.referralCode
    ? allAccounts(sandbox).find((account) => account.referralCode === input.referralCode)
    : undefined;
  return { upline, referrer };
}

/** The register captcha, checked before the SMS code so a wrong captcha does not spend the code. */
function checkRegisterCaptcha(sandbox: SandboxContext, input: RegisterInput): void {
  const rules = readSetting(sandbox.store, 'registerRules');
  if (rules.captcha?.enabled && rules.captcha.required && !consumeCaptcha(sandbox, input.captcha)) {
    throw new Rejection('in_captcha_incorrect', { value: { captcha: true } });
  }
}

async function createMember(
  sandbox: SandboxContext,
  input: RegisterInput,
  username: string,
  { upline, referrer }: MemberLinks,
): Promise<Account> {
  const id = nextAccountId(sandbox);
  const account = newAccount(sandbox, id, {
    username,
    ...(await hashPassword(input.password ?? crypto.randomUUID())),
    mobileNum: input.mobileNum ?? null,
    countryDialingCode: input.countryDialingCode ?? null,
    email: input.email ?? null,
    payeeName: input.payeeName ?? null,
    upline: upline?.username ?? null,
    referredBy: referrer?.username ?? null,
    knownIps: [currentVisitorIp(sandbox)],
  });
  saveAccount(sandbox, account);
  return account;
}
