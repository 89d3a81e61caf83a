import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { ContactProblem, StatusScreen } from './status-screen';

export type MaintenancePageProps = {
  /** Opens customer service (live chat); the page stays as it is if that fails. */
  onContactUs: () => void;
  /** Why contact-us did not open (a catalogue key), shown under the button. */
  contactProblem?: string | null | undefined;
};

/** SPEC §2 maintenance page: a heading in Vietnamese and English, the upgrade notice and contact-us. */
export function MaintenancePage({ onContactUs, contactProblem }: MaintenancePageProps) {
  const t = useT();
  // SPEC §2: the heading is always in Vietnamese and English, whatever language is chosen (so not for a browser's
  // translator either: translate="no").
  const inVietnamese = useT('VI');
  const inEnglish = useT('EN');
  return (
    <StatusScreen
      data-slot="maintenance-page"
      emblem={
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4l-6 6a1.4 1.4 0 0 0 2 2l6-6a4 4 0 0 0 5.4-5.4l-2.5 2.5-2-2z" />
        </svg>
      }
    >
      <h1 translate="no" className="flex flex-col gap-1">
        <span lang="vi" className="font-bold text-2xl sm:text-3xl">
          {inVietnamese('maintenance')}
        </span>
        <span lang="en" className="font-semibold text-lg text-text-muted sm:text-xl">
          {inEnglish('maintenance')}
        </span>
      </h1>
      <p className="text-text-muted leading-relaxed">{t('info_maintenance')}</p>
      <Button size="lg" onClick={onContactUs}>
        {t('contact_us')}
      </Button>
      <ContactProblem messageKey={contactProblem} />
    </StatusScreen>
  );
}
