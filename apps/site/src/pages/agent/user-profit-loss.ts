export { UserProfitLossPage as default } from '@lobbykit/ui';
