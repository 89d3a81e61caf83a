import { useT } from '@lobbykit/i18n';
import { ComingSoonBadge } from '../primitives/coming-soon-badge/coming-soon-badge';

/** A centre page (member or agent) not built yet: said plainly where its content would be, never a blank pane. */
export function CentreComingSoon() {
  const t = useT();
  return (
    <div
      data-slot="centre-coming-soon"
      className="flex flex-col items-center gap-3 rounded-lg border border-border border-dashed px-6 py-14 text-center"
    >
      <ComingSoonBadge />
      <p className="font-semibold text-focus">{t('coming_soon')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('coming_soon_detail')}</p>
    </div>
  );
}
