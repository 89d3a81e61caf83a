export { RewardCentrePage as default } from '@lobbykit/ui';
