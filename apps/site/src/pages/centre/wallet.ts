export { WalletPage as default } from '@lobbykit/ui';
