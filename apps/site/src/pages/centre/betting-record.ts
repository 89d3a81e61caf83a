export { BettingRecordPage as default } from '@lobbykit/ui';
