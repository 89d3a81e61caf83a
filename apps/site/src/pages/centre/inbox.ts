export { InboxPage as default } from '@lobbykit/ui';
