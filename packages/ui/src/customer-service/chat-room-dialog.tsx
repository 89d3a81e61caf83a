import { useT } from '@lobbykit/i18n';
import { ChunkLoading } from '../platform/feedback/chunk-loading';
import { Modal } from '../primitives/modal/modal';

/** Props of {@link ChatRoomDialog}. */
export type ChatRoomDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The live chat's address (https, or http on localhost); null while it is being opened. */
  url: string | null;
};

/**
 * The chat room (SPEC §2 dialogs): customer service's live chat in a frame inside the modal. The frame gets no
 * permissions beyond copying, sends only the site's origin as referrer, and may not navigate the site; a link
 * opens the same chat in its own window for a person who prefers one.
 */
export function ChatRoomDialog({ open, onOpenChange, url }: ChatRoomDialogProps) {
  const t = useT();
  return (
    <Modal
      name="chatRoom"
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat_room')}
      closeLabel={t('close')}
      size="lg"
      className="sm:max-w-[480px]"
    >
      <div className="-mx-5 -my-4 flex h-[calc(100dvh-4.5rem)] flex-col sm:h-[min(720px,calc(88dvh-4.5rem))]">
        {url ? (
          <>
            <iframe
              src={url}
              title={t('chat_room_frame_title')}
              allow="clipboard-write"
              referrerPolicy="strict-origin"
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
              className="min-h-0 w-full flex-1 border-0 bg-white"
            />
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onOpenChange(false)}
              className="border-border border-t px-5 py-3 text-center text-sm text-text-muted underline-offset-2 hover:text-text hover:underline"
            >
              {t('chat_room_open_window')}
            </a>
          </>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-5">
            <ChunkLoading />
            <p className="text-sm text-text-muted">{t('chat_room_connecting')}</p>
          </div>
        )}
      </div>
    </Modal>
  );
}
