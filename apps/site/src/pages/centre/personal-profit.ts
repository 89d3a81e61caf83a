export { PersonalProfitPage as default } from '@lobbykit/ui';
