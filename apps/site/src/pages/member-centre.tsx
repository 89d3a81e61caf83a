import { MemberCentreDialog, type MemberCentreDialogProps } from '@lobbykit/ui';
import { MEMBER_CENTRE_PAGES } from './member-centre-pages';

/** The member centre with the site's pages: loaded when it first opens, never on the home route's first paint. */
export default function MemberCentre(props: Omit<MemberCentreDialogProps, 'pages'>) {
  return <MemberCentreDialog {...props} pages={MEMBER_CENTRE_PAGES} />;
}
