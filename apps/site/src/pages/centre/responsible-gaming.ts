export { ResponsibleGamingPage as default } from '@lobbykit/ui';
