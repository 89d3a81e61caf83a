export { HourlySalaryPage as default } from '@lobbykit/ui';
