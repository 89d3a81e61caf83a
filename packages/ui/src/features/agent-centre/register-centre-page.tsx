import { getAffiliateLink, getSystemStatus, type PlatformError, registerDownline } from '@lobbykit/api-client';
import {
  checkDownlineAccount,
  DOWNLINE_NICKNAME_MAX_LENGTH,
  type DownlineAccountField,
  type DownlineAccountValues,
  fieldRuleMessage,
  type RegisterRules,
} from '@lobbykit/domain';
import { type KeyedMessage, useT } from '@lobbykit/i18n';
import { useId, useRef, useState } from 'react';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { MoneyNotice } from '../../platform/money/money';
import { Button } from '../../primitives/button/button';
import { CopyField } from '../../primitives/copy-field/copy-field';
import { QrCode } from '../../primitives/qr-code/qr-code';
import { TextField } from '../../primitives/text-field/text-field';
import { AgentSection } from './agent-figures';

type Role = 'member' | 'agent';

/**
 * Account (registerCenter, SPEC §2): the agent opens an account for a player or a sub-agent directly below them,
 * checked with the registration rules (SPEC §5) before it is sent, and shares their affiliate code and register
 * link, with the link's QR code drawn locally.
 */
export function RegisterCentrePage(_props: AgentCentrePageProps) {
  return (
    <div data-slot="register-centre" className="flex flex-col gap-8">
      <OpenAccountForm />
      <AffiliateLink />
    </div>
  );
}

function AffiliateLink() {
  const t = useT();
  const link = useCallQuery(getAffiliateLink, {});
  const data = link.data;
  return (
    <AgentSection title={t('ac_invite_title')}>
      <p className="text-sm text-text-muted">{t('ac_invite_intro')}</p>
      {link.isError ? (
        <CallProblem
          error={link.error}
          onRetry={() => void link.refetch()}
          className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6 text-text"
        />
      ) : (
        <div className="grid gap-4 rounded-lg border border-border bg-linear-to-br from-accent-soft to-surface-2/60 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="flex min-w-0 flex-col gap-4">
            <CopyField
              label={t('ac_affiliate_code')}
              value={data?.affiliateCode}
              copyLabel={t('referral_copy_code')}
              large
            />
            <CopyField
              label={t('ac_register_link')}
              value={data?.registerLink}
              copyLabel={t('referral_copy_link')}
              share={data ? { text: t('ac_share_text', { code: data.affiliateCode }), url: data.registerLink } : null}
            />
          </div>
          <figure className="flex flex-col items-center gap-2 justify-self-center">
            {data ? (
              <QrCode value={data.registerLink} label={t('ac_qr_label')} size={148} className="p-1" />
            ) : (
              <span className="size-[148px] rounded-md bg-surface-3 motion-safe:animate-pulse" />
            )}
            <figcaption className="max-w-40 text-center text-text-muted text-xs">{t('ac_qr_caption')}</figcaption>
          </figure>
        </div>
      )}
    </AgentSection>
  );
}

function OpenAccountForm() {
  const t = useT();
  const roleName = useId();
  const status = useCallQuery(getSystemStatus);
  const rules = (status.data?.info.register ?? {}) as RegisterRules;
  const create = useCallMutation(registerDownline);
  const sending = useRef(false);
  const [role, setRole] = useState<Role>('member');
  const [values, setValues] = useState<DownlineAccountValues>({});
  // What is wrong with each field, as a message: it reads in the language shown, even after a switch.
  const [problems, setProblems] = useState<Partial<Record<DownlineAccountField, KeyedMessage>>>({});
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const set = (field: DownlineAccountField | 'nickname') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field !== 'nickname') setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const text = (problem: KeyedMessage | undefined) => (problem ? t.message(problem) : undefined);

  return (
    <AgentSection title={t('ac_open_title')}>
      <form
        aria-label={t('ac_open_title')}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (sending.current) return;
          const found = checkDownlineAccount(values, rules);
          setProblems(found as Partial<Record<DownlineAccountField, KeyedMessage>>);
          setOpened(null);
          setFailure(null);
          const first = (['username', 'password', 'confirmPassword'] as const).find((field) => found[field]);
          if (first) {
            event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
            return;
          }
          sending.current = true;
          const nickname = values.nickname?.trim();
          create.mutate(
            {
              username: values.username?.trim() ?? '',
              password: values.password ?? '',
              role,
              ...(nickname ? { nickname } : {}),
            },
            {
              onSuccess: (downline) => {
                setOpened(downline.username);
                setValues({});
              },
              onError: (error) => {
                if (error.messageKey === 'username_taken') {
                  setProblems({ username: { key: 'username_taken' } });
                } else if (error.messageKey.startsWith('reg_pattern_')) {
                  const rule = rules.username;
                  setProblems({
                    username: rule ? (fieldRuleMessage(rule) as KeyedMessage) : { key: error.messageKey },
                  });
                } else {
                  setFailure(error);
                }
              },
              onSettled: () => {
                sending.current = false;
              },
            },
          );
        }}
      >
        <p className="text-sm text-text-muted">{t('ac_open_intro')}</p>
        {opened ? <MoneyNotice tone="success">{t('ac_opened', { username: opened })}</MoneyNotice> : null}
        {failure ? <MoneyNotice tone="failure">{t.message({ key: failure.messageKey })}</MoneyNotice> : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">{t('ac_account_type')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['member', 'agent'] as const).map((option) => (
              <label
                key={option}
                className="flex h-10 cursor-pointer items-center gap-2 rounded-full border border-border px-4 text-sm has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-focus"
              >
                <input
                  type="radio"
                  name={roleName}
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                  className="accent-(--color-accent)"
                />
                {t(option === 'agent' ? 'ac_role_agent' : 'ac_role_member')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('username')}
            name="username"
            autoComplete="off"
            value={values.username ?? ''}
            onChange={set('username')}
            error={text(problems.username)}
          />
          <TextField
            label={t('nickname')}
            optionalLabel={t('optional')}
            name="nickname"
            autoComplete="off"
            maxLength={DOWNLINE_NICKNAME_MAX_LENGTH}
            value={values.nickname ?? ''}
            onChange={set('nickname')}
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password ?? ''}
            onChange={set('password')}
            error={text(problems.password)}
            revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
          />
          <TextField
            label={t('in_increase_verifyPwd')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword ?? ''}
            onChange={set('confirmPassword')}
            error={text(problems.confirmPassword)}
          />
        </div>
        <Button
          type="submit"
          className="self-stretch sm:self-end sm:px-8"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? t('ac_opening') : t('ac_open_account')}
        </Button>
      </form>
    </AgentSection>
  );
}
