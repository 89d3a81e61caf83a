import {
  CUSTOMER_SERVICE_LIVE_CHAT,
  callQuery,
  getCustomerService,
  isPlatformError,
  openCustomerServicePath,
  PLATFORM_MESSAGE_KEYS,
} from '@lobbykit/api-client';
import { isSafeExternalUrl } from '@lobbykit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePlatform } from '../../platform/platform-provider';

/** Why the chat did not open: a catalogue key (popup blocked, network, unknown). */
export type LiveChatProblem = 'popup_blocked' | string;

/**
 * Opens customer service's live chat in its own window (SPEC §7: the type-3 entry's path, decrypted).
 * The window opens inside the click, before anything is awaited, so pop-up blockers let it through; if the
 * chat cannot be reached the window closes again (SPEC §8) and `problem` says why.
 */
export function useLiveChat() {
  const { transport } = usePlatform();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<LiveChatProblem | null>(null);

  const open = useCallback(async () => {
    setProblem(null);
    const chatWindow = window.open('', 'service', 'width=440,height=750');
    if (!chatWindow) {
      setProblem('popup_blocked');
      return;
    }
    chatWindow.opener = null;
    try {
      const service = await queryClient.fetchQuery(callQuery(transport, getCustomerService));
      const liveChat = service.version.pathList.find((channel) => channel.type === CUSTOMER_SERVICE_LIVE_CHAT);
      const path = liveChat ? await openCustomerServicePath(liveChat.path) : null;
      // A relative path is the platform's own page on this origin.
      const url = path ? new URL(path, window.location.href).href : null;
      if (!url || !isSafeExternalUrl(url)) throw new Error('no usable live chat address');
      chatWindow.location.href = url;
    } catch (error) {
      chatWindow.close();
      setProblem(isPlatformError(error) ? error.messageKey : PLATFORM_MESSAGE_KEYS.unknown);
    }
  }, [transport, queryClient]);

  return { open, problem };
}
