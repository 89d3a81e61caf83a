export { MyAccountPage as default } from '@lobbykit/ui';
