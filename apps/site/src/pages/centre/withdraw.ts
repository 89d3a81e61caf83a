export { WithdrawalPage as default } from '@lobbykit/ui';
