export { ReferralPage as default } from '@lobbykit/ui';
