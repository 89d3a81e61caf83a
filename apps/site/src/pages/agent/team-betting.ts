export { TeamBettingPage as default } from '@lobbykit/ui';
