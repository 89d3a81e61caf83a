export { RegisterCentrePage as default } from '@lobbykit/ui';
