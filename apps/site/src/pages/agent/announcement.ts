export { AgentAnnouncementPage as default } from '@lobbykit/ui';
