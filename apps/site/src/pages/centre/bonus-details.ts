export { BonusDetailsPage as default } from '@lobbykit/ui';
