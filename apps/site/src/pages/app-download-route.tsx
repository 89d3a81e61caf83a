import { AppDownloadPage } from '@lobbykit/ui';

/** `/app` (SPEC §2): the app download page, the visitor's own phone's guide first. */
export default function AppDownloadRoute({ title }: { title: string }) {
  return <AppDownloadPage title={title} device={navigator} siteAddress={window.location.href} />;
}
