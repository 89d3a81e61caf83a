export { DividendPage as default } from '@lobbykit/ui';
