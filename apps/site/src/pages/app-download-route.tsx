import { AppDownloadPage } from '@lobbykit/ui';
import { useDeviceHints, usePageAddress } from './browser-values';

/** `/app` (SPEC §2): the app download page, the visitor's own phone's guide first. */
export default function AppDownloadRoute({ title }: { title: string }) {
  return <AppDownloadPage title={title} device={useDeviceHints()} siteAddress={usePageAddress()} />;
}
