import { useT } from '@lobbykit/i18n';
import { Modal, type OnDemandDialogProps } from '@lobbykit/ui';

/** The member and agent centre pages until they are built: their title and "coming soon" in the product's modal. */
export default function CentrePlaceholder({ open, onOpenChange, title }: OnDemandDialogProps & { title: string }) {
  const t = useT();
  return (
    <Modal name="memberCentre" open={open} onOpenChange={onOpenChange} title={title} closeLabel={t('close')}>
      <p className="py-6 text-center text-text-muted">{t('coming_soon_detail')}</p>
    </Modal>
  );
}
