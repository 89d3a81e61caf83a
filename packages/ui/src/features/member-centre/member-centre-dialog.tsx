import type { MemberCentrePage } from '@lobbykit/domain';
import { MEMBER_CENTRE_PAGE_KEYS, useT } from '@lobbykit/i18n';
import { type ComponentType, useId } from 'react';
import { CentreComingSoon } from '../../centres/centre-coming-soon';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { Modal } from '../../primitives/modal/modal';
import { CentreNav } from './centre-nav';

/** The member centre's pages, each a component of its own feature (or a lazy chunk of one): the frame shows them. */
export type MemberCentrePages = Partial<Record<MemberCentrePage, ComponentType<MemberCentrePageProps>>>;

export type MemberCentreDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open page; the site keeps it in the address (`?mc=`), so open, switch and close are address changes. */
  page: MemberCentrePage;
  onPageChange: (page: MemberCentrePage) => void;
  pages: MemberCentrePages;
};

/**
 * The member centre (SPEC §2): a popup with a close button, its page list in order with the mission and unread
 * badges, and the open page beside it (a full-height sheet with the list as a row of pills on a phone, a side list
 * from `lg` up). A page without a component says plainly that it is coming. Entry is the site's to gate
 * ({@link useMemberCentreGate}).
 */
export function MemberCentreDialog({ open, onOpenChange, page, onPageChange, pages }: MemberCentreDialogProps) {
  const t = useT();
  const titleId = useId();
  const Page = pages[page];
  return (
    <Modal
      data-slot="member-centre-dialog"
      name="memberCentre"
      open={open}
      onOpenChange={onOpenChange}
      title={t('member_centre_title')}
      closeLabel={t('close')}
      size="full"
    >
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6" data-slot="member-centre">
        <CentreNav page={page} onSelect={onPageChange} />
        <section aria-labelledby={titleId} data-page={page} className="min-w-0">
          <h2 id={titleId} className="mb-4 font-bold text-xl">
            {t(MEMBER_CENTRE_PAGE_KEYS[page])}
          </h2>
          {Page ? <Page key={page} openPage={onPageChange} /> : <CentreComingSoon />}
        </section>
      </div>
    </Modal>
  );
}
