import { CUSTOMER_SERVICE_LIVE_CHAT, getCustomerService } from '@lobbykit/api-client';
import { isSafeExternalUrl } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useLiveChat } from '../../customer-service/use-live-chat';
import { useCallQuery } from '../../platform/call-hooks';
import { cn } from '../../styling/cn';
import { ChannelIcon } from './channel-icon';

// Customer-service entry types (PLATFORM-FACTS, api-client README): 3 live chat, 1 messaging app, 2 social page.
const MESSAGING_APP = 1;
const SOCIAL_PAGE = 2;

const entry =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm text-text-muted hover:bg-surface-3 hover:text-text lg:size-12 lg:justify-center lg:p-0';

/**
 * The side bar (SPEC §2): customer-service links — live chat (its own window, or the chat room dialog where the
 * brand allows it), the messaging app, and social
 * pages only when the platform configures them. A rail at the page's end on wide screens, a list on phones.
 */
export function SideBar({ className }: { className?: string }) {
  const t = useT();
  const service = useCallQuery(getCustomerService);
  const liveChat = useLiveChat();
  const channels = service.data?.version.pathList ?? [];
  const hasLiveChat = channels.some((channel) => channel.type === CUSTOMER_SERVICE_LIVE_CHAT);
  const links = channels.filter(
    (channel) => (channel.type === MESSAGING_APP || channel.type === SOCIAL_PAGE) && isSafeExternalUrl(channel.path),
  );
  if (!hasLiveChat && links.length === 0) return null;

  return (
    <aside
      data-slot="side-bar"
      aria-label={t('customer_service')}
      className={cn(
        'rounded-lg border border-border bg-surface-1 p-2 shadow-raised',
        'lg:fixed lg:end-3 lg:top-1/2 lg:z-20 lg:-translate-y-1/2',
        className,
      )}
    >
      <ul className="flex flex-col gap-1">
        {hasLiveChat ? (
          <li>
            <button
              type="button"
              onClick={() => void liveChat.open()}
              title={t('live_chat')}
              className={cn(entry, 'w-full')}
            >
              <ChannelIcon csType="LIVECHAT" />
              <span className="lg:sr-only">{t('live_chat')}</span>
            </button>
          </li>
        ) : null}
        {links.map((channel) => {
          const name = channel.labelNameEn ?? channel.csType ?? '';
          const words =
            channel.type === SOCIAL_PAGE
              ? t('social_follow', { network: name })
              : t('messaging_app_named', { app: name });
          return (
            <li key={`${channel.type}-${channel.csType}`}>
              <a href={channel.path} target="_blank" rel="noopener noreferrer" title={words} className={entry}>
                <ChannelIcon csType={channel.csType} />
                <span className="lg:sr-only">{words}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {liveChat.problem ? (
        <p
          role="alert"
          className="mt-2 max-w-56 text-danger text-xs lg:absolute lg:end-full lg:top-0 lg:me-2 lg:rounded-md lg:bg-surface-2 lg:p-3"
        >
          {t.message({ key: liveChat.problem })}
        </p>
      ) : null}
      {liveChat.dialog}
    </aside>
  );
}
