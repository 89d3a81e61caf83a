export { DownlineTransactionsPage as default } from '@lobbykit/ui';
