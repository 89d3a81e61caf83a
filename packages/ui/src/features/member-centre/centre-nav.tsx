import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@lobbykit/domain';
import { MEMBER_CENTRE_PAGE_KEYS, useT } from '@lobbykit/i18n';
import { CentreNav as CentrePageList } from '../../centres/centre-nav';
import { type CentreBadge, useCentreBadges } from './centre-badges';
import { CentrePageIcon } from './centre-page-icon';

function BadgeCount({ badge }: { badge: CentreBadge }) {
  const t = useT();
  return (
    <>
      <span
        aria-hidden="true"
        data-slot="centre-badge"
        className="ms-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 font-bold text-[11px] text-page tabular-nums"
      >
        {badge.count > 99 ? '99+' : badge.count}
      </span>
      <span className="sr-only">
        {' ('}
        {t(badge.kind === 'unread' ? 'unread_messages' : 'missions_available', { count: badge.count })})
      </span>
    </>
  );
}

/**
 * The member centre's page list (SPEC §2, in its order) with the mission and unread badges: a row of pills that
 * scrolls sideways on a phone, a side list from `lg` up. The open page is marked `aria-current`.
 */
export function CentreNav({ page, onSelect }: { page: MemberCentrePage; onSelect: (page: MemberCentrePage) => void }) {
  const t = useT();
  const badges = useCentreBadges();
  return (
    <CentrePageList
      data-slot="member-centre-nav"
      label={t('member_centre_title')}
      page={page}
      onSelect={onSelect}
      entries={MEMBER_CENTRE_PAGES.map((id) => {
        const badge = badges[id];
        return {
          id,
          label: t(MEMBER_CENTRE_PAGE_KEYS[id]),
          icon: (className: string) => <CentrePageIcon page={id} className={className} />,
          ...(badge ? { badge: <BadgeCount badge={badge} /> } : {}),
        };
      })}
    />
  );
}
