export { DepositPage as default } from '@lobbykit/ui';
