import { getReferral } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { CopyField } from '../../primitives/copy-field/copy-field';
import { QrCode } from '../../primitives/qr-code/qr-code';
import { TimeZoneNote } from '../../primitives/time-zone-note/time-zone-note';
import { cn } from '../../styling/cn';

/**
 * Invite friends (member page referral, SPEC §2): the referral code and the register link carrying it (the platform
 * builds the link for this host), copy with feedback, share where the Web Share API exists, the link's QR code drawn
 * locally, and the friends who registered with it.
 */
export function ReferralPage(_props: MemberCentrePageProps) {
  const t = useT();
  const { formatMoney, formatDateTime } = useFormat();
  const referral = useCallQuery(getReferral, {});
  const data = referral.data;

  if (referral.error) {
    return (
      <CallProblem error={referral.error} onRetry={() => referral.refetch()} className="rounded-lg bg-surface-2 p-4" />
    );
  }
  return (
    <div data-slot="referral-page" className="flex flex-col gap-4">
      <p className="text-sm text-text-muted">{t('referral_intro')}</p>
      <div className="grid gap-4 rounded-lg border border-border bg-linear-to-br from-accent-soft to-surface-2/60 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex min-w-0 flex-col gap-4">
          <CopyField label={t('referral_code')} value={data?.referralCode} copyLabel={t('referral_copy_code')} large />
          <CopyField
            label={t('referral_link')}
            value={data?.referralLink}
            copyLabel={t('referral_copy_link')}
            share={
              data ? { text: t('referral_share_text', { code: data.referralCode }), url: data.referralLink } : null
            }
          />
        </div>
        <figure className="flex flex-col items-center gap-2 justify-self-center">
          {data ? (
            <QrCode value={data.referralLink} label={t('referral_qr_label')} size={148} className="p-1" />
          ) : (
            <span className="size-[148px] rounded-md bg-surface-3 motion-safe:animate-pulse" />
          )}
          <figcaption className="max-w-40 text-center text-text-muted text-xs">{t('referral_qr_caption')}</figcaption>
        </figure>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg border border-border bg-surface-2/60 p-4">
          <dt className="text-text-muted text-xs">{t('referral_invited')}</dt>
          <dd className="mt-1 font-bold text-2xl tabular-nums">{data ? data.inviteeCount : '\u00a0'}</dd>
        </div>
        <div className="rounded-lg border border-border bg-surface-2/60 p-4">
          <dt className="text-text-muted text-xs">{t('referral_rewards')}</dt>
          <dd className="mt-1 font-bold text-gold text-xl tabular-nums sm:text-2xl">
            {data ? formatMoney(Number(data.rewardTotal)) : '\u00a0'}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="referral-friends" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id="referral-friends" className="font-semibold text-text-muted text-xs uppercase tracking-wide">
            {t('referral_friends')}
          </h3>
          {data && data.invitees.length > 0 ? <TimeZoneNote /> : null}
        </div>
        {!data ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            {[0, 1, 2].map((row) => (
              <span key={row} className="h-14 rounded-lg bg-surface-2 motion-safe:animate-pulse" />
            ))}
          </div>
        ) : data.invitees.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-sm text-text-muted">
            {t('referral_empty')}
          </p>
        ) : (
          <ul className="flex flex-col overflow-hidden rounded-lg border border-border">
            {data.invitees.map((friend) => (
              <li
                key={`${friend.username}-${friend.registeredAt}`}
                className="flex items-center gap-3 border-border border-b bg-surface-1 px-3 py-2.5 last:border-b-0"
              >
                {/* A name's initial, not words: a page translation leaves it. */}
                <span
                  aria-hidden="true"
                  translate="no"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-3 font-bold text-sm uppercase"
                >
                  {friend.username.slice(0, 1)}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-sm">{friend.username}</span>
                  <span className="text-text-muted text-xs tabular-nums">
                    {t('referral_registered_on', { date: formatDateTime(friend.registeredAt, 'yyyy-MM-dd') })}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-0.5">
                  <span
                    className={cn(
                      'font-semibold text-sm tabular-nums',
                      friend.firstDeposit ? 'text-gold' : 'text-text-muted',
                    )}
                  >
                    {formatMoney(Number(friend.reward))}
                  </span>
                  <span className={cn('text-xs', friend.firstDeposit ? 'text-success' : 'text-text-muted')}>
                    {friend.firstDeposit ? t('referral_first_deposit') : t('referral_no_deposit')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
