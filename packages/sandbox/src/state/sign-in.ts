import type { FieldRule } from '@lobbykit/domain';
import { patternMessageKey, satisfiesFieldRule } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { type Account, saveAccount } from './accounts';
import { startSession } from './sessions';
import { readSetting } from './settings';

/** Opens a session for an account and answers as login does (SPEC §3 login result). */
export function openSession(context: SandboxContext, account: Account) {
  const firstTimeLogin = account.lastLoginAt === null;
  const token = startSession(context, account.username, firstTimeLogin);
  saveAccount(context, { ...account, lastLoginAt: context.now() });
  return {
    token,
    firstTimeLogin,
    // The server knows when the password is the default or expired; the UI decides per login type (SPEC §4).
    passwordExpired: account.mustChangePassword,
    account: account.username,
    nickname: account.nickname,
    type: account.type,
  };
}

/** Refuses a value that breaks its field's register rule, with the rule's pattern message key (SPEC §5). */
export function checkField(context: SandboxContext, field: string, value: string | undefined, required: boolean): void {
  const rule = readSetting(context.store, 'registerRules')[field] as FieldRule | undefined;
  const mustHave = required || Boolean(rule?.enabled && rule.required);
  if (!value) {
    if (mustHave) throw new Rejection('not_empty', { value: { field } });
    return;
  }
  if (rule && !satisfiesFieldRule(value, rule)) {
    throw new Rejection(patternMessageKey(rule.patternId), {
      value: { field, minLength: rule.minLength ?? null, maxLength: rule.maxLength ?? null },
    });
  }
}
