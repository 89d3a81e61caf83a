export { MissionsPage as default } from '@lobbykit/ui';
