export { TeamManagementPage as default } from '@lobbykit/ui';
