import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { ContactProblem, StatusScreen } from './status-screen';

export type RegionBlockedPageProps = {
  ip: string;
  country?: string | undefined;
  onContactUs: () => void;
  /** Why contact-us did not open (a catalogue key), shown under the button. */
  contactProblem?: string | null | undefined;
};

/** SPEC §2 region-blocked page: the visitor's IP and country, why they cannot enter, and contact-us. */
export function RegionBlockedPage({ ip, country, onContactUs, contactProblem }: RegionBlockedPageProps) {
  const t = useT();
  return (
    <StatusScreen
      data-slot="region-blocked-page"
      emblem={
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M5.6 5.6l12.8 12.8" />
        </svg>
      }
    >
      <h1 className="font-bold text-2xl sm:text-3xl">{t('blockip')}</h1>
      <p className="text-text-muted leading-relaxed">{t('info_ip_block')}</p>
      <ul className="w-full space-y-1 rounded-md bg-surface-2 px-4 py-3 text-start">
        <li className="tabular-nums">{t('visitor_ip', { ip })}</li>
        {country ? <li>{t('visitor_country', { country })}</li> : null}
      </ul>
      <Button size="lg" onClick={onContactUs}>
        {t('contact_us')}
      </Button>
      <ContactProblem messageKey={contactProblem} />
    </StatusScreen>
  );
}
