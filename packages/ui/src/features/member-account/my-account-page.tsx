import { getMemberInfo, getPlayerAvatar, getWithdrawalOptions } from '@lobbykit/api-client';
import { maskEmail, maskMobile } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useState } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Button } from '../../primitives/button/button';
import { AvatarDialog } from './avatar-dialog';
import { PaymentPasswordDialog } from './payment-password-dialog';
import { SectionCard } from './section-card';

/**
 * My account (member page securityCenter, the member centre's default, SPEC §2): who the player is (avatar,
 * nickname, account, club and member labels), the passwords and the bound contacts, masked.
 */
export function MyAccountPage(_props: MemberCentrePageProps) {
  const t = useT();
  const [dialog, setDialog] = useState<'avatar' | 'payment-password' | null>(null);
  // What was saved, as its message key: it reads in the language shown.
  const [saved, setSaved] = useState<'avatar_saved' | 'payment_password_saved' | null>(null);
  const member = useCallQuery(getMemberInfo);
  const avatar = useCallQuery(getPlayerAvatar);
  const payout = useCallQuery(getWithdrawalOptions);
  const dialogs = useAuthDialogs();
  const info = member.data;
  const paymentPasswordSet = payout.data?.paymentPasswordSet;

  return (
    <div data-slot="my-account-page" className="flex flex-col gap-4">
      <p role="status" className="empty:hidden rounded-md bg-accent-soft px-3 py-2 text-sm text-text">
        {saved ? t(saved) : null}
      </p>

      <SectionCard title={t('account_profile')}>
        {member.error ? (
          <CallProblem error={member.error} onRetry={() => member.refetch()} />
        ) : !info ? (
          <ProfileSkeleton />
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <div className="relative shrink-0">
              <span className="block size-20 overflow-hidden rounded-full border-2 border-accent bg-surface-3">
                {avatar.data ? (
                  <img
                    src={avatar.data.avatar}
                    alt={t('your_avatar')}
                    className="size-full object-cover"
                    data-avatar-type={avatar.data.avatarType}
                  />
                ) : null}
              </span>
              <Button
                size="icon"
                variant="secondary"
                aria-label={t('avatar_change')}
                className="-end-1 -bottom-1 absolute size-8 rounded-full border border-border"
                onClick={() => setDialog('avatar')}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 20h4L19 9l-4-4L4 16v4z" strokeLinejoin="round" />
                </svg>
              </Button>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="truncate font-bold text-xl">{info.nickname || info.account}</p>
              <p className="text-sm text-text-muted">
                {t('account_label')}: <span className="text-text">{info.account}</span>
              </p>
              <ul aria-label={t('account_labels')} className="mt-1 flex flex-wrap gap-1.5">
                {info.clubLabel?.labelName ? (
                  <li className="inline-flex items-center gap-1 rounded-full bg-gold px-2.5 py-0.5 font-semibold text-gold-contrast text-xs">
                    <span className="sr-only">{t('account_club')}: </span>
                    {info.clubLabel.labelName}
                  </li>
                ) : null}
                {info.memberLabel.map((label) => (
                  <li
                    key={label.labelName}
                    className="rounded-full border border-accent/60 bg-accent-soft px-2.5 py-0.5 text-text text-xs"
                  >
                    {label.labelName}
                  </li>
                ))}
                {!info.clubLabel?.labelName && info.memberLabel.length === 0 ? (
                  <li className="text-text-muted text-xs">{t('account_no_labels')}</li>
                ) : null}
              </ul>
            </div>
          </div>
        )}
      </SectionCard>

      <div className="grid gap-4 lg:grid-cols-2">
        <SectionCard title={t('security_title')}>
          <dl className="divide-y divide-border">
            <SettingRow
              label={t('login_password')}
              value={<span aria-hidden="true">••••••••</span>}
              action={
                <Button size="sm" variant="outline" onClick={() => dialogs.open('change-password')}>
                  {t('change_action')}
                </Button>
              }
            />
            <SettingRow
              label={t('payment_password')}
              value={
                payout.error ? (
                  <CallProblem error={payout.error} onRetry={() => payout.refetch()} />
                ) : paymentPasswordSet === undefined ? (
                  <span className="block h-4 w-16 rounded bg-surface-3 motion-safe:animate-pulse" />
                ) : paymentPasswordSet ? (
                  <span className="text-success">{t('status_set')}</span>
                ) : (
                  <span className="text-gold">{t('status_not_set')}</span>
                )
              }
              action={
                paymentPasswordSet === undefined ? null : (
                  <Button size="sm" variant="outline" onClick={() => setDialog('payment-password')}>
                    {paymentPasswordSet ? t('change_action') : t('set_action')}
                  </Button>
                )
              }
            />
          </dl>
        </SectionCard>

        <SectionCard title={t('account_contacts')}>
          <dl className="divide-y divide-border">
            <SettingRow
              label={t('mobile_number')}
              value={
                !info ? (
                  <span className="block h-4 w-28 rounded bg-surface-3 motion-safe:animate-pulse" />
                ) : info.mobileNum ? (
                  <span className="tabular-nums" dir="ltr">
                    {info.countryDialingCode ? `+${info.countryDialingCode} ` : ''}
                    {maskMobile(info.mobileNum)}
                  </span>
                ) : (
                  <span className="text-text-muted">{t('contact_not_bound')}</span>
                )
              }
            />
            <SettingRow
              label={t('email')}
              value={
                !info ? (
                  <span className="block h-4 w-36 rounded bg-surface-3 motion-safe:animate-pulse" />
                ) : info.email ? (
                  <span className="break-all" dir="ltr">
                    {maskEmail(info.email)}
                  </span>
                ) : (
                  <span className="text-text-muted">{t('contact_not_bound')}</span>
                )
              }
            />
          </dl>
        </SectionCard>
      </div>

      <AvatarDialog
        open={dialog === 'avatar'}
        current={avatar.data ?? null}
        onOpenChange={(open) => setDialog(open ? 'avatar' : null)}
        onSaved={() => {
          setDialog(null);
          setSaved('avatar_saved');
        }}
      />
      {paymentPasswordSet === undefined ? null : (
        <PaymentPasswordDialog
          open={dialog === 'payment-password'}
          replacing={paymentPasswordSet}
          onOpenChange={(open) => setDialog(open ? 'payment-password' : null)}
          onSaved={() => {
            setDialog(null);
            setSaved('payment_password_saved');
          }}
        />
      )}
    </div>
  );
}

function SettingRow({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
      <dt className="min-w-28 flex-1 font-medium text-sm">{label}</dt>
      <dd className="flex items-center gap-3 text-sm">
        {value}
        {action}
      </dd>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-4">
      <span className="size-20 shrink-0 rounded-full bg-surface-3 motion-safe:animate-pulse" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-6 w-40 rounded bg-surface-3 motion-safe:animate-pulse" />
        <span className="h-4 w-28 rounded bg-surface-3 motion-safe:animate-pulse" />
        <span className="h-5 w-32 rounded-full bg-surface-3 motion-safe:animate-pulse" />
      </span>
    </div>
  );
}
