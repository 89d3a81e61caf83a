export { MyIncomePage as default } from '@lobbykit/ui';
