export { AccountRecordPage as default } from '@lobbykit/ui';
