export { DailySalaryPage as default } from '@lobbykit/ui';
