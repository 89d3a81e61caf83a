export { UplineTransferPage as default } from '@lobbykit/ui';
