import {
  CUSTOMER_SERVICE_LIVE_CHAT,
  callQuery,
  getCustomerService,
  getSystemStatus,
  isPlatformError,
  openCustomerServicePath,
  PLATFORM_MESSAGE_KEYS,
} from '@lobbykit/api-client';
import { resolveSafeUrl } from '@lobbykit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useCallQuery } from '../platform/call-hooks';
import { lazyDialog } from '../platform/lazy-dialog';
import { usePlatform } from '../platform/platform-provider';

/** Why the chat did not open: a catalogue key (popup blocked, network, unknown). */
export type LiveChatProblem = 'popup_blocked' | string;

// The chat room's code (and the modal's) loads the first time a brand's chat opens in it.
const ChatRoomDialog = lazyDialog(() => import('./chat-room-dialog').then((module) => module.ChatRoomDialog), {
  title: (t) => t('chat_room'),
});

/**
 * Opens customer service's live chat (SPEC §7: the type-3 entry's path, decrypted): in the chat room dialog when
 * the brand allows it (`info.brand.liveChatInFrame`), otherwise in its own window. The window opens inside the
 * click, before anything is awaited, so pop-up blockers let it through; a blocked one says "allow popups". If the
 * chat cannot be reached the window (or the dialog) closes again (SPEC §8) and `problem` says why. Render
 * `dialog` where the hook is used.
 */
export function useLiveChat(): { open: () => Promise<void>; problem: LiveChatProblem | null; dialog: ReactNode } {
  const { transport } = usePlatform();
  const queryClient = useQueryClient();
  const status = useCallQuery(getSystemStatus);
  const inFrame = status.data?.info.brand?.liveChatInFrame === true;
  const [problem, setProblem] = useState<LiveChatProblem | null>(null);
  // undefined: the chat room is closed; null: it is open and the chat's address is on its way.
  const [room, setRoom] = useState<string | null | undefined>(undefined);

  const chatAddress = useCallback(async () => {
    const service = await queryClient.fetchQuery(callQuery(transport, getCustomerService));
    const liveChat = service.version.pathList.find((channel) => channel.type === CUSTOMER_SERVICE_LIVE_CHAT);
    const path = liveChat ? await openCustomerServicePath(liveChat.path) : null;
    // A relative path is the platform's own page on this origin.
    const url = resolveSafeUrl(path, window.location.href);
    if (!url) throw new Error('no usable live chat address');
    return url;
  }, [transport, queryClient]);

  const failed = useCallback((error: unknown) => {
    setProblem(isPlatformError(error) ? error.messageKey : PLATFORM_MESSAGE_KEYS.unknown);
  }, []);

  const open = useCallback(async () => {
    setProblem(null);
    if (inFrame) {
      setRoom(null);
      try {
        const url = await chatAddress();
        setRoom((current) => (current === undefined ? current : url));
      } catch (error) {
        setRoom(undefined);
        failed(error);
      }
      return;
    }
    const chatWindow = window.open('', 'service', 'width=440,height=750');
    if (!chatWindow) {
      setProblem('popup_blocked');
      return;
    }
    chatWindow.opener = null;
    try {
      chatWindow.location.href = await chatAddress();
    } catch (error) {
      chatWindow.close();
      failed(error);
    }
  }, [inFrame, chatAddress, failed]);

  const dialog =
    room === undefined ? null : <ChatRoomDialog open url={room} onOpenChange={(next) => !next && setRoom(undefined)} />;

  return { open, problem, dialog };
}
